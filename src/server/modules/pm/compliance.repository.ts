import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pairsSql } from './scheduler.repository';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

export interface ComplianceWindow {
  warehouseId: string;
  from: Date;
  to: Date;
  /** Start of the first month of the trend (at least six months back). */
  trendFrom: Date;
  graceDays: number;
}

type Counts = { scheduled: number; completed: number; on_time: number; overdue: number };

/** Counts of the compliance rule over preventive orders due in [from, to]. */
const countsSql = (w: ComplianceWindow, from: Date) => sql`
  count(*)::int as scheduled,
  count(*) filter (where completed_at is not null)::int as completed,
  count(*) filter (where completed_at is not null
    and completed_at <= due_date + make_interval(days => ${w.graceDays}))::int as on_time,
  count(*) filter (where completed_at is null and due_date < ${w.to.toISOString()}::timestamptz)::int as overdue
  from work_orders
  where warehouse_id = ${w.warehouseId} and deleted_at is null and type = 'preventive'
    and due_date >= ${from.toISOString()}::timestamptz and due_date <= ${w.to.toISOString()}::timestamptz`;

export async function complianceTotals(db: Executor, w: ComplianceWindow): Promise<Counts> {
  const result = await db.execute<Counts>(sql`select ${countsSql(w, w.from)}`);
  return result.rows[0] ?? { scheduled: 0, completed: 0, on_time: 0, overdue: 0 };
}

/** One row per calendar month (UTC) from trendFrom to `to`, months without PMs included. */
export async function complianceByMonth(db: Executor, w: ComplianceWindow) {
  const result = await db.execute<Counts & { month: string }>(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(date_trunc('month', ${w.trendFrom.toISOString()}::timestamptz at time zone 'UTC'),
                           date_trunc('month', ${w.to.toISOString()}::timestamptz at time zone 'UTC'), interval '1 month') m
    ),
    per_month as (
      select to_char(date_trunc('month', due_date at time zone 'UTC'), 'YYYY-MM') as month, ${countsSql(w, w.trendFrom)}
      group by 1
    )
    select m.month, coalesce(p.scheduled, 0) as scheduled, coalesce(p.completed, 0) as completed,
      coalesce(p.on_time, 0) as on_time, coalesce(p.overdue, 0) as overdue
    from months m left join per_month p on p.month = m.month order by m.month`);
  return result.rows;
}

/**
 * Per equipment with PMs due in the window: its counts, its last completed PM ever and its
 * next PM: the open order's due date, else the date the scheduler will give the next one
 * (none, shown as TBD, when no active template matches it any more). One pass over the warehouse's preventive orders, so the plan
 * cannot degrade into a join loop when statistics are stale.
 */
export async function complianceByEquipment(db: Executor, w: ComplianceWindow) {
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const result = await db.execute<
    Counts & {
      equipment_id: string;
      asset_tag: string;
      model: string;
      last_pm: Date | null;
      next_pm: Date | null;
    }
  >(sql`
    with per_equipment as (
      select equipment_id,
        count(*) filter (where in_window)::int as scheduled,
        count(*) filter (where in_window and completed_at is not null)::int as completed,
        count(*) filter (where in_window and completed_at is not null
          and completed_at <= due_date + make_interval(days => ${w.graceDays}))::int as on_time,
        count(*) filter (where in_window and completed_at is null and due_date < ${to}::timestamptz)::int as overdue,
        max(completed_at) as last_pm,
        min(due_date) filter (where status in ${OPEN_STATUS_SQL}) as next_pm
      from (
        select equipment_id, completed_at, due_date, status,
          due_date >= ${from}::timestamptz and due_date <= ${to}::timestamptz as in_window
        from work_orders
        where warehouse_id = ${w.warehouseId} and deleted_at is null and type = 'preventive'
          and equipment_id is not null
      ) preventive
      group by equipment_id
      having bool_or(in_window)
    ),
    planned as (
      select equipment_id, min(next_due) as next_due
      from (${pairsSql(`{${w.warehouseId}}`)}) pairs
      group by equipment_id
    )
    select p.equipment_id, p.scheduled, p.completed, p.on_time, p.overdue, p.last_pm,
      coalesce(p.next_pm, planned.next_due) as next_pm, e.asset_tag, e.model
    from per_equipment p
    join equipment e on e.id = p.equipment_id
    left join planned on planned.equipment_id = p.equipment_id
    order by e.asset_tag`);
  return result.rows;
}
