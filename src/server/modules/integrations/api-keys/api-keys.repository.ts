import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { apiKeys, users, warehouses } from '../../../db/schema';
import type { KeysetCursor } from '../../../lib/cursor';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Keys of these warehouses of an organization: what an admin of them sees and manages. */
export interface ApiKeyScopeFilter {
  organizationId: string;
  warehouseIds: string[];
}

const visibleKeys = (scope: ApiKeyScopeFilter) =>
  and(eq(apiKeys.organizationId, scope.organizationId), inArray(apiKeys.warehouseId, scope.warehouseIds));

const listColumns = {
  key: apiKeys,
  warehouseName: warehouses.name,
  createdByName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  sortKey: sql<string>`${apiKeys.createdAt}::text`,
};

/** Newest first, keyset-paged, with the warehouse's and the creator's names. */
export async function listApiKeyRows(
  db: Executor,
  scope: ApiKeyScopeFilter,
  limit: number,
  cursor: KeysetCursor | undefined,
) {
  return db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(warehouses, eq(warehouses.id, apiKeys.warehouseId))
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(
      and(
        visibleKeys(scope),
        cursor
          ? sql`(${apiKeys.createdAt}, ${apiKeys.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(limit + 1);
}

export async function countApiKeyRows(db: Executor, scope: ApiKeyScopeFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(visibleKeys(scope));
  return row?.n ?? 0;
}

export async function findApiKeyRow(db: Executor, scope: ApiKeyScopeFilter, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(warehouses, eq(warehouses.id, apiKeys.warehouseId))
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(visibleKeys(scope), eq(apiKeys.id, id)));
  return row;
}

export async function insertApiKey(
  db: Executor,
  values: Pick<
    ApiKeyRow,
    'organizationId' | 'warehouseId' | 'name' | 'prefix' | 'secretHash' | 'scopes' | 'createdBy'
  >,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('API key insert returned nothing');
  return row;
}

/** Revokes a live key; undefined when it was already revoked (or is not there). */
export async function revokeApiKey(db: Executor, id: string, revokedBy: string, now: Date) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now, revokedBy, updatedAt: now, version: sql`${apiKeys.version} + 1` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return row;
}

/** What a request with a key needs, in one index probe by the secret's hash. */
export interface ApiKeyPrincipalRow {
  id: string;
  name: string;
  organizationId: string;
  warehouseId: string;
  scopes: string[];
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  creatorId: string;
  creatorActive: boolean;
  creatorRole: (typeof users.$inferSelect)['role'];
  creatorEmail: string;
  creatorFirstName: string;
  creatorLastName: string;
  /** The creator still works in the key's warehouse. */
  creatorInWarehouse: boolean;
}

export async function findApiKeyPrincipal(
  db: Executor,
  secretHash: string,
): Promise<ApiKeyPrincipalRow | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      organizationId: apiKeys.organizationId,
      warehouseId: apiKeys.warehouseId,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorId: users.id,
      creatorActive: users.active,
      creatorRole: users.role,
      creatorEmail: users.email,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      creatorInWarehouse: sql<boolean>`exists (select 1 from user_warehouses uw where uw.user_id = ${users.id} and uw.warehouse_id = ${apiKeys.warehouseId})`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.secretHash, secretHash));
  return row;
}

/**
 * Stamps a key's last use unless another request (of any instance) did within `since`: at most
 * one write a minute per key, however busy it is.
 */
export async function touchApiKey(db: Executor, id: string, now: Date, address: string, since: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedAddress: address })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
}

/** Names of keys by id, for the audit log's "API key: <name>". */
export async function apiKeyNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: apiKeys.id, name: apiKeys.name })
    .from(apiKeys)
    .where(inArray(apiKeys.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
