import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pairsSql } from './scheduler.repository';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

type OrderRow = {
  id: string;
  fo_number: string;
  status: string;
  pm_template_id: string | null;
  equipment_id: string | null;
  asset_tag: string | null;
  description: string;
  due_date: Date;
};

/** Preventive orders of the warehouse due in [start, end). */
export async function preventiveOrdersDue(db: Executor, warehouseId: string, start: Date, end: Date) {
  const result = await db.execute<OrderRow>(sql`
    select w.id, w.fo_number, w.status::text as status, w.pm_template_id, w.equipment_id, e.asset_tag, w.description, w.due_date
    from work_orders w left join equipment e on e.id = w.equipment_id
    where w.warehouse_id = ${warehouseId} and w.deleted_at is null and w.type = 'preventive'
      and w.due_date >= ${start.toISOString()}::timestamptz and w.due_date < ${end.toISOString()}::timestamptz
    order by w.due_date, w.fo_number`);
  return result.rows;
}

type ForecastRow = {
  template_id: string;
  equipment_id: string;
  asset_tag: string;
  component: string;
  action: string;
  due_date: Date;
  waits_for: string | null;
};

/**
 * Due dates the scheduler will generate in [start, end): per template and equipment, the
 * cycle continues after its open order (or from its next due date when none is open), repeating by
 * the frequency; a date already past shows as due today, since the next run generates it.
 * Templates due by a meter alone have no such dates (their forecasts come from the readings).
 */
export async function forecastDueDates(
  db: Executor,
  warehouseId: string,
  range: { start: Date; end: Date; today: Date },
) {
  const result = await db.execute<ForecastRow>(sql`
    with pairs as (${pairsSql(warehouseId, sql`t.trigger_kind in ('calendar', 'usage_or_calendar')`)}),
    cycles as (
      select p.*, open.due_date as open_due, open.fo_number as open_fo_number
      from pairs p
      left join lateral (
        select o.due_date, o.fo_number from work_orders o
        where o.pm_template_id = p.template_id and o.equipment_id = p.equipment_id
          and o.deleted_at is null and o.status in ${OPEN_STATUS_SQL}
        order by o.due_date limit 1
      ) open on true
    )
    select c.template_id, c.equipment_id, c.asset_tag, c.component, c.action, d as due_date,
      case when d = greatest(coalesce(c.open_due + c.step, c.next_due), ${range.today.toISOString()}::timestamptz)
        then c.open_fo_number end as waits_for
    from cycles c,
      lateral generate_series(
        greatest(coalesce(c.open_due + c.step, c.next_due), ${range.today.toISOString()}::timestamptz),
        ${range.end.toISOString()}::timestamptz - interval '1 millisecond',
        c.step) d
    where d >= ${range.start.toISOString()}::timestamptz
    order by d, c.asset_tag
    limit 3000`);
  return result.rows;
}
