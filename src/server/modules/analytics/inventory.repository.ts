import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { at, monthOf, type Scope } from './analytics-sql';

/** How many parts of a ranking the answer lists. */
export const TOP_PARTS = 10;

/** The live parts' stock value now and how many are out of stock. */
export async function stockNow(db: Executor, warehouseId: string) {
  const result = await db.execute<{ stock_value: number; out_of_stock: number }>(sql`
    select coalesce(sum(stock_level * unit_cost), 0)::float8 as stock_value,
      count(*) filter (where stock_level <= 0)::int as out_of_stock
    from parts where warehouse_id = ${warehouseId} and deleted_at is null`);
  return result.rows[0] ?? { stock_value: 0, out_of_stock: 0 };
}

/**
 * Parts taken from stock in the window (on any order: the stock left even if the order was
 * deleted later), valued at their cost when used: the total and the most used parts by value.
 */
export async function partsUsed(db: Executor, s: Scope) {
  const inWindow = sql`u.warehouse_id = ${s.warehouseId}
    and u.created_at >= ${at(s.from)} and u.created_at <= ${at(s.to)}`;
  const [total, top] = await Promise.all([
    db.execute<{ used_value: number }>(sql`
      select coalesce(sum(u.quantity * u.unit_cost), 0)::float8 as used_value
      from parts_usage u where ${inWindow}`),
    db.execute<{ part_id: string; part_number: string; name: string; quantity: number; value: number }>(sql`
      select p.id as part_id, p.part_number, p.name,
        sum(u.quantity)::int as quantity, sum(u.quantity * u.unit_cost)::float8 as value
      from parts_usage u join parts p on p.id = u.part_id
      where ${inWindow}
      group by p.id, p.part_number, p.name
      order by value desc, p.part_number
      limit ${TOP_PARTS}`),
  ]);
  return { usedValue: total.rows[0]?.used_value ?? 0, byPart: top.rows };
}

export async function usageByMonth(db: Executor, s: Scope) {
  const result = await db.execute<{ month: string; quantity: number; value: number }>(sql`
    select ${monthOf(sql`created_at`)} as month,
      sum(quantity)::int as quantity, sum(quantity * unit_cost)::float8 as value
    from parts_usage
    where warehouse_id = ${s.warehouseId} and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}
    group by 1`);
  return result.rows;
}

/** A movement that took a part's stock down to 0: a stock-out. */
const stockOutMovement = sql`m.stock_after = 0 and m.quantity_delta < 0`;

/** Stock-outs of the window, and the live parts out of stock now with when they ran out (longest first). */
export async function stockOuts(db: Executor, s: Scope) {
  const [events, parts] = await Promise.all([
    db.execute<{ events: number }>(sql`
      select count(*)::int as events from stock_movements m
      where m.warehouse_id = ${s.warehouseId} and ${stockOutMovement}
        and m.created_at >= ${at(s.from)} and m.created_at <= ${at(s.to)}`),
    db.execute<{
      part_id: string;
      part_number: string;
      name: string;
      reorder_point: number;
      since: Date | null;
    }>(sql`
      select p.id as part_id, p.part_number, p.name, p.reorder_point,
        (select max(m.created_at) from stock_movements m where m.part_id = p.id and ${stockOutMovement}) as since
      from parts p
      where p.warehouse_id = ${s.warehouseId} and p.deleted_at is null and p.stock_level <= 0
      order by since asc nulls last, p.part_number
      limit ${TOP_PARTS}`),
  ]);
  return { events: events.rows[0]?.events ?? 0, parts: parts.rows };
}

/**
 * Live parts whose stock has sat on the shelf unused from `since` to `to`: their count and value,
 * and the most valuable of them with their last use ever. "Unused for N days" needs stock that was
 * there N days ago and never ran out since, as the stock ledger records it: a part created or first
 * stocked in the window, or emptied and stocked again in it, has not been unused that long.
 */
export async function deadStock(db: Executor, s: { warehouseId: string; since: Date; to: Date }) {
  const dead = sql`p.warehouse_id = ${s.warehouseId} and p.deleted_at is null and p.stock_level > 0
    and (select m.stock_after from stock_movements m where m.part_id = p.id and m.created_at <= ${at(s.since)}
      order by m.created_at desc limit 1) > 0
    and not exists (select 1 from stock_movements m where m.part_id = p.id and m.stock_after = 0
      and m.created_at > ${at(s.since)} and m.created_at <= ${at(s.to)})
    and not exists (select 1 from parts_usage u where u.part_id = p.id
      and u.created_at >= ${at(s.since)} and u.created_at <= ${at(s.to)})`;
  const [totals, top] = await Promise.all([
    db.execute<{ count: number; value: number }>(sql`
      select count(*)::int as count, coalesce(sum(p.stock_level * p.unit_cost), 0)::float8 as value
      from parts p where ${dead}`),
    db.execute<{
      part_id: string;
      part_number: string;
      name: string;
      stock_level: number;
      value: number;
      last_used_at: Date | null;
    }>(sql`
      select p.id as part_id, p.part_number, p.name, p.stock_level,
        (p.stock_level * p.unit_cost)::float8 as value,
        (select max(u.created_at) from parts_usage u where u.part_id = p.id) as last_used_at
      from parts p where ${dead}
      order by value desc, p.part_number
      limit ${TOP_PARTS}`),
  ]);
  return { count: totals.rows[0]?.count ?? 0, value: totals.rows[0]?.value ?? 0, parts: top.rows };
}
