import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Rules the data must keep whatever the requests were, each as a query for the rows that
 * break it. Answers are not enough: a 2xx that stored a negative stock, or linked a record of
 * another warehouse, is a bug too.
 */
const RULES: ReadonlyArray<readonly [string, ReturnType<typeof sql>]> = [
  ['no negative stock', sql`select id from parts where stock_level < 0`],
  [
    'every part’s stock equals the sum of its stock movements',
    sql`select p.id, p.stock_level, coalesce(sum(m.quantity_delta), 0)::int as ledger
        from parts p left join stock_movements m on m.part_id = p.id
        group by p.id having p.stock_level <> coalesce(sum(m.quantity_delta), 0)`,
  ],
  [
    'work orders link equipment, vendors and assignees of their own warehouse',
    sql`select w.id from work_orders w
        left join equipment e on e.id = w.equipment_id
        left join vendors v on v.id = w.vendor_id
        where (w.equipment_id is not null and e.warehouse_id <> w.warehouse_id)
          or (w.vendor_id is not null and v.warehouse_id <> w.warehouse_id)
          or (w.assigned_to is not null and not exists (
            select 1 from user_warehouses uw where uw.user_id = w.assigned_to and uw.warehouse_id = w.warehouse_id))`,
  ],
  [
    'every part’s on-order count is what its open purchase order lines still bring',
    sql`select p.id from parts p
        left join (select l.part_id, sum(greatest(l.quantity - l.received_quantity, 0))::int as quantity
                     from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
                    where o.deleted_at is null
                      and o.status in ('draft', 'submitted', 'approved', 'ordered', 'partially_received')
                    group by l.part_id) c on c.part_id = p.id
        where p.on_order <> coalesce(c.quantity, 0)`,
  ],
  [
    'purchase orders and their lines name vendors and parts of their own warehouse',
    sql`select o.id from purchase_orders o
        join vendors v on v.id = o.vendor_id
        left join purchase_order_lines l on l.purchase_order_id = o.id left join parts p on p.id = l.part_id
        where v.warehouse_id <> o.warehouse_id or p.warehouse_id <> o.warehouse_id`,
  ],
  [
    'parts name vendors of their own warehouse',
    sql`select p.id from parts p join vendors v on v.id = p.vendor_id where v.warehouse_id <> p.warehouse_id`,
  ],
  [
    'parts usage joins a part and a work order of its own warehouse',
    sql`select u.id from parts_usage u
        join parts p on p.id = u.part_id join work_orders w on w.id = u.work_order_id
        where p.warehouse_id <> u.warehouse_id or w.warehouse_id <> u.warehouse_id`,
  ],
  [
    'stock movements belong to a part and a work order of their own warehouse',
    sql`select m.id from stock_movements m
        join parts p on p.id = m.part_id left join work_orders w on w.id = m.work_order_id
        where p.warehouse_id <> m.warehouse_id or (w.id is not null and w.warehouse_id <> m.warehouse_id)`,
  ],
  [
    'checklist steps and labour belong to a work order of their own warehouse',
    sql`select c.id from checklist_items c join work_orders w on w.id = c.work_order_id
          where w.warehouse_id <> c.warehouse_id
        union all
        select l.id from labor_entries l join work_orders w on w.id = l.work_order_id
          where w.warehouse_id <> l.warehouse_id`,
  ],
];

/** The rules the data breaks, with a few of the offending rows each; empty when all hold. */
export async function findInconsistencies(db: Database): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, query] of RULES) {
    const { rows } = await db.execute(query);
    if (rows.length > 0) broken.push(`${rule}: ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return broken;
}
