import { and, asc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { equipment, locations } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListLocationsQuery } from '../../../shared/schemas/locations';

export type LocationRow = typeof locations.$inferSelect;

/** A location with the counts its answers carry. */
export interface LocationRecord {
  row: LocationRow;
  equipmentCount: number;
  childCount: number;
}

const nameKey = sql`lower(${locations.name})`;

// Written out with aliases: inside a subquery drizzle would leave the outer column unqualified.
const equipmentCount = sql<number>`(select count(*)::int from equipment placed where placed.location_id = "locations"."id" and placed.deleted_at is null)`;
const childCount = sql<number>`(select count(*)::int from locations child where child.parent_id = "locations"."id")`;

const recordColumns = { row: locations, equipmentCount, childCount };

function listFilter(
  warehouseId: string,
  query: Omit<ListLocationsQuery, 'limit' | 'cursor'>,
): SQL | undefined {
  return and(
    eq(locations.warehouseId, warehouseId),
    query.q ? sql`(${locations.name} || ' ' || ${locations.code}) ilike ${likePattern(query.q)}` : undefined,
    query.parentId ? eq(locations.parentId, query.parentId) : undefined,
  );
}

/** By name (case-insensitive), keyset-paged. */
export async function listLocations(
  db: Executor,
  warehouseId: string,
  query: ListLocationsQuery,
  cursor: KeysetCursor | undefined,
): Promise<LocationRecord[]> {
  return db
    .select(recordColumns)
    .from(locations)
    .where(
      and(
        listFilter(warehouseId, query),
        cursor
          ? or(gt(nameKey, String(cursor.v)), and(eq(nameKey, String(cursor.v)), gt(locations.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(nameKey), asc(locations.id))
    .limit(query.limit + 1);
}

export async function countLocations(db: Executor, warehouseId: string, query: ListLocationsQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

/** Every location of the warehouse with its counts: the tree is built from these. */
export function allLocations(db: Executor, warehouseId: string): Promise<LocationRecord[]> {
  return db.select(recordColumns).from(locations).where(eq(locations.warehouseId, warehouseId));
}

export async function findLocationRecord(
  db: Executor,
  warehouseId: string,
  id: string,
): Promise<LocationRecord | undefined> {
  const [found] = await db
    .select(recordColumns)
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.warehouseId, warehouseId)));
  return found;
}

/**
 * The location of the warehouse. `share` holds it until the transaction ends, so equipment placed
 * here and a delete of it cannot pass each other (the delete locks the row for update first).
 */
export async function findLocation(
  db: Executor,
  warehouseId: string,
  id: string,
  lock?: 'share' | 'update',
): Promise<LocationRow | undefined> {
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.warehouseId, warehouseId)))
    .$dynamic();
  const [row] = await (lock === 'share'
    ? query.for('key share')
    : lock === 'update'
      ? query.for('update')
      : query);
  return row;
}

export async function findLocationByCode(db: Executor, warehouseId: string, code: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(
      and(eq(locations.warehouseId, warehouseId), sql`lower(${locations.code}) = ${code.toLowerCase()}`),
    );
  return row;
}

/**
 * The location and those above it, nearest first, up to the top. Bounded, so even a damaged tree
 * with a cycle answers.
 */
export async function ancestorsOf(db: Executor, warehouseId: string, id: string): Promise<LocationRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive chain(id, parent_id, step) as (
      select id, parent_id, 0 from locations where id = ${id} and warehouse_id = ${warehouseId}
      union all
      select l.id, l.parent_id, chain.step + 1 from locations l join chain on l.id = chain.parent_id
      where chain.step < 1000
    )
    select id, step from chain order by step`);
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(sql`${locations.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((i) => byId.get(i) ?? []);
}

/** What keeps a location from being deleted: live equipment placed there, locations under it. */
export async function holdingsOf(db: Executor, id: string) {
  const [row] = await db.select({ equipmentCount, childCount }).from(locations).where(eq(locations.id, id));
  return row ?? { equipmentCount: 0, childCount: 0 };
}

/**
 * Serialises the changes of one warehouse's tree until the transaction ends, so two moves that
 * would each be fine alone (A under B, B under A) cannot both pass their cycle check.
 */
export async function lockLocationTree(tx: Executor, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`location-tree:${warehouseId}`}))`);
}

export async function insertLocation(
  db: Executor,
  values: typeof locations.$inferInsert,
): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning();
  if (!row) throw new Error('Location insert returned nothing');
  return row;
}

/** Applies changes at the expected version (any version when undefined); undefined when stale or gone. */
export async function updateLocationRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof locations.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set({ ...changes, version: sql`${locations.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(locations.id, id),
        eq(locations.warehouseId, warehouseId),
        expectedVersion === undefined ? undefined : eq(locations.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/**
 * Deletes the location. Deleted equipment keeps no place (its link would hold the row), live
 * equipment was checked to be elsewhere by the caller.
 */
export async function deleteLocationRow(db: Executor, id: string): Promise<void> {
  await db
    .update(equipment)
    .set({ locationId: null })
    .where(and(eq(equipment.locationId, id), isNotNull(equipment.deletedAt)));
  await db.delete(locations).where(eq(locations.id, id));
}
