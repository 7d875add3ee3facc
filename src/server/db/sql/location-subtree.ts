import { sql, type SQL } from 'drizzle-orm';

/**
 * The ids of a location and of every location under it, as an array expression. Evaluated once
 * per statement (an init plan), so `location_id = any(…)` or `equipment_id = any(array(select …))`
 * stays an index lookup per id rather than a join the planner has to guess the size of. Scoped to
 * the warehouse: another warehouse's location yields an empty array. `union` rather than
 * `union all`, so even a damaged tree with a cycle ends.
 */
export function locationSubtreeIds(warehouseId: string, locationId: string): SQL {
  return sql`array(
    with recursive subtree(id) as (
      select id from locations where id = ${locationId} and warehouse_id = ${warehouseId}
      union
      select child.id from locations child join subtree on child.parent_id = subtree.id
    )
    select id from subtree
  )`;
}
