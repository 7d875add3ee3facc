import type { Executor } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

/** Who did it: a request's AuthContext fits as it is; jobs pass the same fields. */
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
  entry: {
    entityType: string;
    entityId: string;
    action: string;
    changes?: Record<string, unknown>;
    at?: Date;
  },
): Promise<void> {
  const { at, ...rest } = entry;
  await insertAuditEntry(tx, {
    organizationId: actor.organizationId,
    warehouseId: actor.warehouseId,
    userId: actor.userId,
    requestId: actor.requestId,
    ...(at ? { createdAt: at } : {}),
    ...rest,
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

const humanField = (field: string) => field.replace(/([A-Z])/g, ' $1').toLowerCase();
const humanValue = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** "status: active → maintenance; area: Line 1 → Line 2" from a diffFields() record. */
export function describeChanges(changes: Record<string, unknown> | null): string | null {
  if (!changes) return null;
  const parts = Object.entries(changes).flatMap(([field, change]) => {
    if (typeof change !== 'object' || change === null || !('from' in change) || !('to' in change)) return [];
    const { from, to } = change as { from: unknown; to: unknown };
    return [`${humanField(field)}: ${humanValue(from)} → ${humanValue(to)}`];
  });
  return parts.length > 0 ? parts.join('; ') : null;
}
