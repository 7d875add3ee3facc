import type { Executor } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

export interface Actor {
  userId: string;
  organizationId: string;
  warehouseId: string | null;
  requestId?: string;
}

/**
 * Writes one audit row. Call it inside the mutation's transaction so the change and its
 * record commit or fail together.
 */
export async function recordAudit(
  tx: Executor,
  actor: Actor,
  entry: { entityType: string; entityId: string; action: string; changes?: Record<string, unknown> },
): Promise<void> {
  await insertAuditEntry(tx, {
    organizationId: actor.organizationId,
    warehouseId: actor.warehouseId,
    userId: actor.userId,
    requestId: actor.requestId,
    ...entry,
  });
}

/** The fields that differ between two versions of a record, as {field: {from, to}}. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    const from = before[key];
    const to = after[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
