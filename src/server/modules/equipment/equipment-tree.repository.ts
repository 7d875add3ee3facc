import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../db/sql/uuid-array';
import { equipment } from '../../db/schema';

/** An asset as the tree rules and breadcrumbs name it. */
export interface TreeStep {
  id: string;
  name: string;
  assetTag: string;
  locationId: string | null;
}

/** Steps up the asset tree are bounded, so even a damaged tree with a cycle answers. */
const STEP_LIMIT = 100;

/**
 * Serialises the parent changes of one warehouse's assets until the transaction ends, so two
 * crossing moves (A into B, B into A) cannot both pass their cycle check, and a part cannot be
 * added to an asset being deleted.
 */
export async function lockEquipmentTree(tx: Executor, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`equipment-tree:${warehouseId}`}))`);
}

/** The live asset and those it is part of, nearest first, up to the top; empty when it is not live here. */
export async function chainUp(db: Executor, warehouseId: string, id: string): Promise<TreeStep[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    asset_tag: string;
    location_id: string | null;
  }>(sql`
    with recursive chain(id, parent_id, step) as (
      select id, parent_id, 0 from equipment
      where id = ${id} and warehouse_id = ${warehouseId} and deleted_at is null
      union all
      select e.id, e.parent_id, chain.step + 1 from equipment e join chain on e.id = chain.parent_id
      where chain.step < ${STEP_LIMIT}
    )
    select e.id, e.name, e.asset_tag, e.location_id from chain join equipment e on e.id = chain.id
    order by chain.step`);
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    assetTag: r.asset_tag,
    locationId: r.location_id,
  }));
}

/** How many levels the asset's live subtree spans: 1 for an asset without parts. */
export async function subtreeHeight(db: Executor, id: string): Promise<number> {
  const result = await db.execute<{ height: number }>(sql`
    with recursive subtree(id, level) as (
      select ${id}::uuid, 1
      union all
      select e.id, subtree.level + 1 from equipment e join subtree on e.parent_id = subtree.id
      where e.deleted_at is null and subtree.level < ${STEP_LIMIT}
    )
    select max(level)::int as height from subtree`);
  return result.rows[0]?.height ?? 1;
}

/** The live parts of each asset, by asset id (absent: none). */
export async function childCounts(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parentId: equipment.parentId, n: sql<number>`count(*)::int` })
    .from(equipment)
    .where(and(sql`${equipment.parentId} = any(${uuidArray(ids)})`, isNull(equipment.deletedAt)))
    .groupBy(equipment.parentId);
  return new Map(rows.flatMap((r) => (r.parentId ? [[r.parentId, r.n] as const] : [])));
}

/** The live parts of one asset. */
export async function liveChildCount(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(equipment)
    .where(and(eq(equipment.parentId, id), isNull(equipment.deletedAt)));
  return row?.n ?? 0;
}
