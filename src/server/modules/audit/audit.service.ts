import type { OccurredTime } from '../../../shared/occurred-at';
import type { AuditEntry, ListAuditQuery } from '../../../shared/schemas/audit';
import type { Database, Executor } from '../../db/client';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { claimColumns, occurredAtColumn } from '../../lib/occurred-time';
import type { AuthContext } from '../auth/auth.context';
import type { UsersService } from '../users/users.service';
import { countAuditRows, listAuditRows } from './audit-log.repository';
import { DELETED_RECORD, loadDisplayNames, personName, withNames } from './display-names';
import { pendingAudits } from '../../lib/unit-of-work';
import { insertAuditEntries } from './audit.repository';

/** Who did it: a request's AuthContext fits as it is; a scheduled job is the system (no user). */
export interface Actor {
  userId: string | null;
  organizationId: string;
  warehouseId: string | null;
  requestId?: string;
  /** Set when an API key acted (for its creator, `userId`): the row names the key (issue 28 §2). */
  apiKey?: { id: string } | undefined;
}

/**
 * A scheduled job acting in a warehouse. Always one: a row without a warehouse is about its
 * person (their sign-ins and account), and is shown to admins who see that person.
 */
export const systemActor = (organizationId: string, warehouseId: string): Actor => ({
  userId: null,
  organizationId,
  warehouseId,
});

export interface AuditInput {
  entityType: string;
  entityId: string;
  action: string;
  /** What changed: {field: {from, to}} for an edit, the facts of a create or an event otherwise. */
  changes?: Record<string, unknown>;
  /** When the row is written (the row's own time); the database's now by default. */
  at?: Date;
  /** When the action happened, for one sent with Occurred-At: kept beside the row's own time. */
  occurred?: OccurredTime;
}

/**
 * Writes audit rows, one statement for all of them. Call it inside the mutation's
 * transaction so the change and its record commit or fail together; inside a unit of work
 * (inTransaction) they are written at its end, in the statement that writes its events.
 */
export async function recordAudits(tx: Executor, rows: (AuditInput & { actor: Actor })[]): Promise<void> {
  if (rows.length === 0) return;
  const entries = rows.map(({ actor, at, occurred, ...rest }) => ({
    organizationId: actor.organizationId,
    warehouseId: actor.warehouseId,
    userId: actor.userId,
    requestId: actor.requestId,
    actorKind: actor.apiKey ? ('api_key' as const) : ('user' as const),
    apiKeyId: actor.apiKey?.id ?? null,
    ...(at ? { createdAt: at } : {}),
    ...(occurred?.claimedAt ? { occurredAt: occurredAtColumn(occurred), ...claimColumns(occurred) } : {}),
    ...rest,
  }));
  const pending = pendingAudits(tx);
  if (pending) pending.push(...entries);
  else await insertAuditEntries(tx, entries);
}

/** One audit row (see recordAudits). */
export function recordAudit(tx: Executor, actor: Actor, entry: AuditInput): Promise<void> {
  return recordAudits(tx, [{ actor, ...entry }]);
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

/** "assignedTo" → "assigned to", "equipmentId" → "equipment". */
const humanField = (field: string) =>
  field
    .replace(/Id$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();
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

/**
 * The audit log as administrators read it (GET /api/audit): names, not ids; their warehouses'
 * rows and the account rows of the people the users list shows them.
 */
export function createAuditService({
  db,
  users,
}: {
  db: Database;
  users: Pick<UsersService, 'visiblePeopleIds'>;
}) {
  async function list(actor: AuthContext, query: ListAuditQuery) {
    const scope = {
      organizationId: actor.organizationId,
      warehouseIds: actor.warehouseIds,
      personIds: await users.visiblePeopleIds(actor),
    };
    const [rows, total] = await Promise.all([
      listAuditRows(db, scope, query, decodeCursor(query.cursor)),
      countAuditRows(db, scope, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.row.id }));
    const names = await loadDisplayNames(
      db,
      page.items.map(({ row }) => row.changes),
    );
    const items: AuditEntry[] = page.items.map(({ row, userName, apiKeyName }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      userId: row.userId,
      // A key acts for its creator (userId); the actor shown is the key.
      userName: row.apiKeyId ? `API key: ${apiKeyName ?? DELETED_RECORD}` : personName(row.userId, userName),
      apiKeyId: row.apiKeyId,
      warehouseId: row.warehouseId,
      entityType: row.entityType,
      entityId: row.entityId,
      action: row.action,
      changes: row.changes ? (withNames(row.changes, names) as Record<string, unknown>) : null,
      requestId: row.requestId,
    }));
    return { items, nextCursor: page.nextCursor, total };
  }
  return { list };
}

export type AuditService = ReturnType<typeof createAuditService>;
