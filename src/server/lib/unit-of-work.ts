import { currentAmbientTransaction, outsideAmbientTransaction } from '../db/ambient-transaction';
import type { Database, Executor, Tx } from '../db/client';
import type { AuditEntry } from '../modules/audit/audit.repository';
import type { DomainEvent, EventBus } from '../realtime/event-bus';
import { markOutboxDispatchedSoon } from '../realtime/outbox.repository';
import { insertChangeRecords } from './change-records.repository';

/** The events a use case announces; written to the outbox with its changes. */
export interface Outbox {
  push(...events: DomainEvent[]): void;
}

/** The audit rows of the units of work running, by their transaction: written with their events. */
const auditsOf = new WeakMap<Executor, AuditEntry[]>();

/**
 * Where audit rows written on `tx` wait for the end of its unit of work, to go with its events in
 * one statement; undefined when `tx` runs no unit of work (then they are written at once).
 */
export const pendingAudits = (tx: Executor): AuditEntry[] | undefined => auditsOf.get(tx);

/**
 * Runs a use case in one transaction. Its events go to the outbox table in that same
 * transaction, so they exist exactly when the change does; once the change has committed they
 * are published here at once and marked dispatched. Should this process die in between, the
 * outbox relay publishes them (at least once; listeners are idempotent). Inside a request's
 * ambient transaction (an idempotent write) the work is a savepoint and publishing waits for
 * the request's commit. A failure there fails the whole request, whose transaction then rolls
 * back entirely, so the work runs in it directly, without a savepoint. The audit rows written
 * on the unit's transaction wait for its end and go with its events in one statement; a unit
 * nested in another on the same transaction leaves its audit rows to the outer one.
 */
export async function inTransaction<T>(
  db: Database,
  events: EventBus,
  work: (tx: Tx, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const staged: DomainEvent[] = [];
  const outbox: Outbox = { push: (...more) => void staged.push(...more) };
  let ids: number[] = [];
  const unit = async (tx: Tx) => {
    // A unit nested in another on the same transaction leaves its audit rows to the outer one.
    const audits: AuditEntry[] | undefined = auditsOf.has(tx) ? undefined : [];
    if (audits) auditsOf.set(tx, audits);
    try {
      const value = await work(tx, outbox);
      // Taken off before the write: an audit row recorded while it runs is written on its own.
      if (audits) auditsOf.delete(tx);
      ids = await insertChangeRecords(tx, audits ?? [], staged);
      return value;
    } finally {
      if (audits) auditsOf.delete(tx);
    }
  };
  const ambient = currentAmbientTransaction();
  if (ambient) {
    // Any failure rolls the whole request back, so no savepoint is needed (two round trips saved).
    const result = await unit(ambient.tx);
    ambient.afterCommit.push(() => publishCommitted(db, events, staged, ids));
    return result;
  }
  const result = await db.transaction(unit);
  publishCommitted(db, events, staged, ids);
  return result;
}

function publishCommitted(db: Database, events: EventBus, staged: DomainEvent[], ids: number[]): void {
  if (staged.length === 0) return;
  for (const event of staged) events.publish(event);
  outsideAmbientTransaction(() => markOutboxDispatchedSoon(db, ids, (error) => events.reportError(error)));
}
