import type { Executor } from '../db/client';
import { auditLog, outboxEvents } from '../db/schema';
import { insertAuditEntries, isBulk, type AuditEntry } from '../modules/audit/audit.repository';
import type { DomainEvent } from '../realtime/event-bus';
import { insertOutboxEvents, outboxRows } from '../realtime/outbox.repository';

/**
 * Writes a change's audit rows and its outbox events in one statement (the audit rows in a
 * data-modifying CTE): one round trip where a use case used to spend two. Returns the events'
 * outbox ids in order. A bulk of audit rows (an import) goes first as its own JSON statement.
 */
export async function insertChangeRecords(
  tx: Executor,
  audits: AuditEntry[],
  events: DomainEvent[],
): Promise<number[]> {
  if (audits.length === 0 || events.length === 0 || isBulk(audits)) {
    if (audits.length > 0) await insertAuditEntries(tx, audits);
    return insertOutboxEvents(tx, events);
  }
  const audited = tx.$with('audited').as(tx.insert(auditLog).values(audits));
  const rows = await tx
    .with(audited)
    .insert(outboxEvents)
    .values(outboxRows(events))
    .returning({ id: outboxEvents.id });
  return rows.map((r) => r.id);
}
