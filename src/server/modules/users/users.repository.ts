import { and, asc, eq, exists, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Executor } from '../../db/client';
import { userWarehouses, users, warehouses } from '../../db/schema';
import type { Role } from '../../../shared/domain';

// "users"."id" written out: drizzle prints the columns of a single-table select unqualified.
const warehouseIdsOf = sql<string[]>`array(
  select uw.warehouse_id from user_warehouses uw where uw.user_id = "users"."id" order by uw.created_at, uw.warehouse_id)`;

/**
 * The user belongs to at least one of these warehouses: whom a person of these warehouses sees
 * (GET /api/users, and the account rows of the audit log).
 */
const belongsToAny = (db: Executor, warehouseIds: string[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(userWarehouses)
      .where(and(eq(userWarehouses.userId, users.id), inArray(userWarehouses.warehouseId, warehouseIds))),
  );

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  active: users.active,
  mfaEnabled: users.mfaEnabled,
  locale: users.locale,
  organizationId: users.organizationId,
  defaultWarehouseId: users.defaultWarehouseId,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  version: users.version,
  warehouseIds: warehouseIdsOf,
};

export type UserRecord = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  active: boolean;
  mfaEnabled: boolean;
  locale: Locale | null;
  organizationId: string;
  defaultWarehouseId: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  version: number;
  warehouseIds: string[];
};

/** Users of the organization who belong to at least one of the given warehouses. */
export async function listUsersInWarehouses(
  db: Executor,
  organizationId: string,
  warehouseIds: string[],
  filter: { q?: string; includeInactive?: boolean },
): Promise<UserRecord[]> {
  const pattern = filter.q ? `%${filter.q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return db
    .select(userColumns)
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        belongsToAny(db, warehouseIds),
        filter.includeInactive ? undefined : eq(users.active, true),
        pattern
          ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The ids of the organization's people, active or not, who belong to any of these warehouses. */
export async function userIdsInWarehouses(
  db: Executor,
  organizationId: string,
  warehouseIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), belongsToAny(db, warehouseIds)));
  return rows.map((row) => row.id);
}

export async function findUserInWarehouses(
  db: Executor,
  id: string,
  organizationId: string,
  warehouseIds: string[],
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId), belongsToAny(db, warehouseIds)));
  return row;
}

export async function emailTaken(db: Executor, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('User insert returned nothing');
  return row.id;
}

export async function replaceUserWarehouses(
  db: Executor,
  userId: string,
  warehouseIds: string[],
): Promise<void> {
  await db.delete(userWarehouses).where(eq(userWarehouses.userId, userId));
  // Insertion order is the order of preference: the first is the default warehouse.
  const base = Date.now();
  await db
    .insert(userWarehouses)
    .values(warehouseIds.map((warehouseId, i) => ({ userId, warehouseId, createdAt: new Date(base + i) })));
}

/** Applies changes when the row is at the expected version; returns false when it is not. */
export async function updateUserRow(
  db: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(users.id, id), expectedVersion === undefined ? undefined : eq(users.version, expectedVersion)),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * The organization's active admins, locked until the transaction ends: two admins demoting
 * each other at the same moment cannot both pass the "one admin stays" rule.
 */
export async function lockActiveAdmins(tx: Executor, organizationId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), eq(users.active, true)))
    .for('update');
  return rows.length;
}

/** Every warehouse of the organization. */
export async function organizationWarehouseIds(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.organizationId, organizationId));
  return rows.map((row) => row.id);
}

export async function findWarehouses(db: Executor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: warehouses.id, name: warehouses.name, code: warehouses.code })
    .from(warehouses)
    .where(and(eq(warehouses.organizationId, organizationId), inArray(warehouses.id, ids)));
  // Keep the caller's order (the user's preference order).
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** The organization's person with this e-mail, compared case-insensitively (single sign-on's match). */
export async function findUserByEmailInOrganization(
  db: Executor,
  organizationId: string,
  email: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = lower(${email})`));
  return row;
}

export async function findUserInOrganization(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return row;
}
