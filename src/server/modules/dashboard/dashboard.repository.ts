import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

export interface CreatedCounts {
  total: number;
  pending: number;
  currentWeek: number;
  previousWeek: number;
}

const DAY_MS = 86_400_000;

/** The UTC day `t` falls on, and the midnight that ends it. */
function dayOf(t: Date): { day: string; end: string } {
  const start = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), end: new Date(start + DAY_MS).toISOString() };
}

/**
 * Live orders created at or after `from` (only the open ones when `openOnly`): the whole UTC
 * days after `from`'s day from the day counts the work-order triggers keep (ADR 34), the rest of
 * `from`'s own day from the (warehouse, created_at) index — at most a day of rows, whatever the
 * period.
 */
function createdSince(warehouseId: string, from: Date, openOnly = false) {
  const { day, end } = dayOf(from);
  return sql`(
    (select coalesce(sum(${sql.raw(openOnly ? 'created_open' : 'created')}), 0)
      from derived.work_order_day_counts where warehouse_id = ${warehouseId} and day > ${day}::date)
    + (select count(*) from work_orders
      where warehouse_id = ${warehouseId} and deleted_at is null
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${end}::timestamptz
        ${openOnly ? sql`and status in ${OPEN_STATUS_SQL}` : sql``}))::int`;
}

/** Orders created since `from` (and of those, still open), and in each of the last two weeks. */
export async function countCreated(
  db: Executor,
  warehouseId: string,
  range: { from: Date; weekStart: Date; previousWeekStart: Date },
): Promise<CreatedCounts> {
  const result = await db.execute<{
    total: number;
    pending: number;
    current_week: number;
    since_previous_week: number;
  }>(sql`
    select ${createdSince(warehouseId, range.from)} as total,
      ${createdSince(warehouseId, range.from, true)} as pending,
      ${createdSince(warehouseId, range.weekStart)} as current_week,
      ${createdSince(warehouseId, range.previousWeekStart)} as since_previous_week`);
  const row = result.rows[0];
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    currentWeek: row?.current_week ?? 0,
    previousWeek: (row?.since_previous_week ?? 0) - (row?.current_week ?? 0),
  };
}

/** Orders completed since `from`: whole days from the day counts, the first part-day from the index. */
export async function countCompleted(db: Executor, warehouseId: string, from: Date): Promise<number> {
  const { day, end } = dayOf(from);
  const result = await db.execute<{ n: number }>(sql`
    select (
      (select coalesce(sum(completed), 0)
        from derived.work_order_day_counts where warehouse_id = ${warehouseId} and day > ${day}::date)
      + (select count(*) from work_orders
        where warehouse_id = ${warehouseId} and deleted_at is null
          and completed_at >= ${from.toISOString()}::timestamptz and completed_at < ${end}::timestamptz))::int as n`);
  return result.rows[0]?.n ?? 0;
}

/** Active and all live equipment, from the counts the equipment triggers keep. */
export async function countEquipment(db: Executor, warehouseId: string) {
  const result = await db.execute<{ active: number; total: number }>(sql`
    select coalesce(sum(n) filter (where status = 'active'), 0)::int as active, coalesce(sum(n), 0)::int as total
    from derived.equipment_counts where warehouse_id = ${warehouseId}`);
  return { active: result.rows[0]?.active ?? 0, total: result.rows[0]?.total ?? 0 };
}
