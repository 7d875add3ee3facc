import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { ListAuditQuery } from '../../../shared/schemas/audit';
import type { Executor } from '../../db/client';
import { apiKeys, auditLog, users } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

/** Whom and what an admin's audit log covers: their warehouses, and the people they see. */
export interface AuditScope {
  organizationId: string;
  warehouseIds: string[];
  /** The people the admin sees in the users list (users' own rule). */
  personIds: string[];
}

const anyOf = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Audit rows an admin may read, filtered as asked: those of their warehouses, and the
 * warehouse-less ones (sign-ins, failed sign-ins, MFA, passwords: each about its person) of
 * the people they see.
 */
function visibleRows(scope: AuditScope, query: ListAuditQuery) {
  return and(
    eq(auditLog.organizationId, scope.organizationId),
    or(
      and(isNull(auditLog.warehouseId), sql`${auditLog.userId} = any(${anyOf(scope.personIds)})`),
      sql`${auditLog.warehouseId} = any(${anyOf(scope.warehouseIds)})`,
    ),
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.userId ? eq(auditLog.userId, query.userId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.warehouseId ? eq(auditLog.warehouseId, query.warehouseId) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.createdAt, new Date(query.to)) : undefined,
  );
}

export async function listAuditRows(
  db: Executor,
  scope: AuditScope,
  query: ListAuditQuery,
  cursor: KeysetCursor | undefined,
) {
  return db
    .select({
      row: auditLog,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      apiKeyName: apiKeys.name,
      sortKey: sql<string>`${auditLog.createdAt}::text`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(
      and(
        visibleRows(scope, query),
        cursor
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
}

export async function countAuditRows(
  db: Executor,
  scope: AuditScope,
  query: ListAuditQuery,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(visibleRows(scope, query));
  return row?.n ?? 0;
}
