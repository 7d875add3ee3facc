import { sql } from 'drizzle-orm';
import { at } from './analytics-sql';
import type { HistorySql } from './equipment.repository';

/**
 * The reference the tallies are checked against (rollup exactness test): each fleet equipment
 * asks the orders and the stops themselves whether it has one by the window's end.
 */
export const countedHistory: HistorySql = {
  orders: (s) => ({
    join: sql``,
    earlier: sql`exists (select 1 from work_orders w
      where w.equipment_id = f.id and w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
        and w.created_at <= ${at(s.to)})`,
  }),
  stops: (s) => ({
    join: sql``,
    earlier: sql`exists (select 1 from downtime d where d.equipment_id = f.id and d.deleted_at is null
      and d.started_at <= ${at(s.to)})`,
  }),
};
