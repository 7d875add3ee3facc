import { auditLog } from '../../db/schema';
import type { Executor } from '../../db/client';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: Executor, entries: AuditEntry[]): Promise<void> {
  await db.insert(auditLog).values(entries);
}
