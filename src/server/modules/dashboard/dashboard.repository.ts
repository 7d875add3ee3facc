import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

export interface CreatedCounts {
  total: number;
  pending: number;
  currentWeek: number;
  previousWeek: number;
}

/**
 * Orders created since `from` (and still open), and in the last two weeks, in one pass over
 * the (warehouse, created_at) index range.
 */
export async function countCreated(
  db: Executor,
  warehouseId: string,
  range: { from: Date; weekStart: Date; previousWeekStart: Date },
): Promise<CreatedCounts> {
  const earliest = range.from < range.previousWeekStart ? range.from : range.previousWeekStart;
  const result = await db.execute<{
    total: number;
    pending: number;
    current_week: number;
    previous_week: number;
  }>(sql`
    select
      count(*) filter (where created_at >= ${range.from.toISOString()}::timestamptz)::int as total,
      count(*) filter (where created_at >= ${range.from.toISOString()}::timestamptz and status in ${OPEN_STATUS_SQL})::int as pending,
      count(*) filter (where created_at >= ${range.weekStart.toISOString()}::timestamptz)::int as current_week,
      count(*) filter (where created_at >= ${range.previousWeekStart.toISOString()}::timestamptz
                         and created_at < ${range.weekStart.toISOString()}::timestamptz)::int as previous_week
    from work_orders
    where warehouse_id = ${warehouseId} and deleted_at is null and created_at >= ${earliest.toISOString()}::timestamptz`);
  const row = result.rows[0];
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    currentWeek: row?.current_week ?? 0,
    previousWeek: row?.previous_week ?? 0,
  };
}

/** Orders completed since `from` (over the (warehouse, completed_at) index). */
export async function countCompleted(db: Executor, warehouseId: string, from: Date): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from work_orders
    where warehouse_id = ${warehouseId} and deleted_at is null and completed_at >= ${from.toISOString()}::timestamptz`);
  return result.rows[0]?.n ?? 0;
}

export async function countEquipment(db: Executor, warehouseId: string) {
  const result = await db.execute<{ active: number; total: number }>(sql`
    select count(*) filter (where status = 'active')::int as active, count(*)::int as total
    from equipment where warehouse_id = ${warehouseId} and deleted_at is null`);
  return { active: result.rows[0]?.active ?? 0, total: result.rows[0]?.total ?? 0 };
}
