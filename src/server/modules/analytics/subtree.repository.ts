import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A location's or a parent equipment's name and the live equipment under it (issue 24). */
export interface Subtree {
  name: string;
  equipmentIds: string[];
}

async function subtreeOf(db: Executor, query: ReturnType<typeof sql>): Promise<Subtree | undefined> {
  const result = await db.execute<{ name: string | null; ids: string[] | null }>(query);
  const row = result.rows[0];
  if (!row || row.name === null) return undefined;
  return { name: row.name, equipmentIds: row.ids ?? [] };
}

/**
 * The equipment of a location of the warehouse and of every location under it, and their parts
 * that stand at no location of their own (a motor goes where its machine goes). The walks use
 * UNION, so a cycle in the data ends them instead of looping.
 */
export const locationSubtree = (db: Executor, warehouseId: string, locationId: string) =>
  subtreeOf(
    db,
    sql`with recursive places(id) as (
      select id from locations where id = ${locationId} and warehouse_id = ${warehouseId}
      union
      select l.id from locations l join places p on l.parent_id = p.id
    ),
    placed(id) as (
      select e.id from equipment e
      where e.location_id in (select id from places) and e.warehouse_id = ${warehouseId} and e.deleted_at is null
      union
      select e.id from equipment e join placed p on e.parent_id = p.id
      where e.location_id is null and e.deleted_at is null
    )
    select (select name from locations where id = ${locationId} and warehouse_id = ${warehouseId}) as name,
      (select array_agg(id)::text[] from placed) as ids`,
  );

/** A live equipment of the warehouse and every live equipment under it. */
export const equipmentSubtree = (db: Executor, warehouseId: string, equipmentId: string) =>
  subtreeOf(
    db,
    sql`with recursive below(id) as (
      select id from equipment where id = ${equipmentId} and warehouse_id = ${warehouseId} and deleted_at is null
      union
      select e.id from equipment e join below b on e.parent_id = b.id where e.deleted_at is null
    )
    select (select name from equipment
        where id = ${equipmentId} and warehouse_id = ${warehouseId} and deleted_at is null) as name,
      (select array_agg(id)::text[] from below) as ids`,
  );
