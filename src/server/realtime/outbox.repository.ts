import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { outboxEvents } from '../db/schema';
import { deleteBatch } from '../db/sql/delete-batch';
import { isRealtimeTopic, type DomainEvent } from './event-bus';

type OutboxRow = typeof outboxEvents.$inferSelect;

/** The outbox rows of events, in order. */
export const outboxRows = (events: DomainEvent[]): (typeof outboxEvents.$inferInsert)[] =>
  events.map((e) => ({
    topic: e.topic,
    type: e.type,
    action: e.action,
    entityId: e.id,
    organizationId: e.organizationId,
    warehouseId: e.warehouseId,
    userIds: e.userIds ?? null,
    silent: e.silent ?? false,
    data: e.data,
    at: new Date(e.at),
  }));

/** Writes the events of a change in its transaction; returns their outbox ids in order. */
export async function insertOutboxEvents(tx: Executor, events: DomainEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await tx.insert(outboxEvents).values(outboxRows(events)).returning({ id: outboxEvents.id });
  return rows.map((r) => r.id);
}

export async function markOutboxDispatched(db: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEvents)
    .set({ dispatchedAt: at })
    .where(and(inArray(outboxEvents.id, ids), isNull(outboxEvents.dispatchedAt)));
}

/**
 * Undispatched events older than `before`, locked for this relay run (other instances skip
 * them), oldest first.
 */
export async function lockPendingOutboxEvents(tx: Executor, before: Date, limit: number) {
  const rows = await tx
    .select()
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.dispatchedAt), lt(outboxEvents.createdAt, before)))
    .orderBy(asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({ id: row.id, event: toDomainEvent(row) }));
}

/**
 * Deletes at most `limit` events dispatched before `before`, oldest first, in one short
 * statement (the cleanup job repeats it); events never dispatched stay, however old, for the
 * relay. An event is dispatched after it is written, so the created_at bound adds nothing but
 * lets the created_at index find the rows without reading the week kept as a change feed. (A
 * clock between the instances and the database a few seconds apart only leaves an event at the
 * edge to the next run.) Returns how many went.
 */
export async function deleteDispatchedOutboxEventsBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<number> {
  const at = before.toISOString();
  return deleteBatch(db, {
    table: 'outbox_events',
    where: sql`created_at < ${at}::timestamptz and dispatched_at < ${at}::timestamptz`,
    orderBy: 'created_at',
    limit,
  });
}

function toDomainEvent(row: OutboxRow): DomainEvent {
  return {
    topic: isRealtimeTopic(row.topic) ? row.topic : 'system',
    type: row.type,
    action: row.action,
    id: row.entityId,
    data: row.data,
    at: row.at.toISOString(),
    organizationId: row.organizationId,
    warehouseId: row.warehouseId,
    ...(row.userIds ? { userIds: row.userIds } : {}),
    ...(row.silent ? { silent: true } : {}),
  };
}

const MARK_DELAY_MS = 50;
interface PendingMarks {
  ids: number[];
  onError: (error: unknown) => void;
  timer: NodeJS.Timeout;
}
const pendingMarks = new Map<Database, PendingMarks>();

/**
 * Marks published events dispatched a moment later, many at once and without waiting for the
 * WAL flush (`synchronous_commit = off`): a mark lost to a crash only makes the relay publish
 * the event again, which listeners take (at least once), so it is not worth an fsync per write.
 */
export function markOutboxDispatchedSoon(db: Database, ids: number[], onError: (error: unknown) => void) {
  if (ids.length === 0) return;
  const pending = pendingMarks.get(db);
  if (pending) {
    pending.ids.push(...ids);
    return;
  }
  const timer = setTimeout(() => void flushDispatchedMarks(db), MARK_DELAY_MS);
  timer.unref();
  pendingMarks.set(db, { ids: [...ids], onError, timer });
}

/** Writes the waiting marks now (also when the app closes, before its pool does). */
export async function flushDispatchedMarks(db: Database): Promise<void> {
  const batch = pendingMarks.get(db);
  if (!batch) return;
  pendingMarks.delete(db);
  clearTimeout(batch.timer);
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await markOutboxDispatched(tx, batch.ids, new Date());
    })
    .catch(batch.onError);
}
