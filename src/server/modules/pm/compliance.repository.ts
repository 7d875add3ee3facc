import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import type { KeysetCursor } from '../../lib/cursor';
import { PM_AT_RISK_THRESHOLD, PM_COMPLIANCE_TARGET } from '../../../shared/constants';
import type { EquipmentComplianceFilter } from '../../../shared/schemas/pm';
import { pairsSql } from './scheduler.repository';

/** The compliance rule's counts: scheduled, completed, completed within the grace, overdue. */
export type Counts = { scheduled: number; completed: number; on_time: number; overdue: number };

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString();
const startOfUtcDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);

/** A PM completed no more than `graceDays` whole days (of 24 h) after its due date is on time. */
const onTime = (graceDays: number) => sql`lateness between 0 and ${graceDays}`;

/**
 * The same rule on an order's own columns: 0 ≤ pm_lateness ≤ g holds exactly when it was
 * completed at most g × 24 h after its due date. Compared directly, it costs a row a fraction
 * of the function's arithmetic.
 */
const completedOnTime = (graceDays: number) =>
  sql`completed_at <= due_date + ${graceDays * 86_400} * interval '1 second'`;

/**
 * The rule's counts per calendar month (UTC) of the due date, for preventive orders due in
 * [start, end]. The whole UTC days inside come from the summary the triggers keep (a few
 * rows a day, however many orders); only the partial first and last day read the orders.
 * Every whole day ends before `end`, so its uncompleted orders are overdue.
 */
export async function countsByMonth(
  db: Executor,
  warehouseId: string,
  window: { start: Date; end: Date; graceDays: number },
) {
  const { start, end, graceDays } = window;
  const wholeFrom = new Date(Math.ceil(start.getTime() / DAY_MS) * DAY_MS);
  const wholeTo = startOfUtcDay(end);
  const hasWholeDays = wholeFrom < wholeTo;
  const orders = (from: Date, to: SQL) => sql`
    select (due_date at time zone 'UTC')::date as due_day, derived.pm_lateness(due_date, completed_at) as lateness,
      1 as orders, completed_at is null and due_date < ${iso(end)}::timestamptz as is_overdue
    from work_orders
    where warehouse_id = ${warehouseId} and type = 'preventive' and deleted_at is null
      and due_date >= ${iso(from)}::timestamptz and ${to}`;
  const edges = hasWholeDays
    ? sql`${orders(start, sql`due_date < ${iso(wholeFrom)}::timestamptz`)}
        union all ${orders(wholeTo, sql`due_date <= ${iso(end)}::timestamptz`)}`
    : orders(start, sql`due_date <= ${iso(end)}::timestamptz`);
  const wholeDays = hasWholeDays
    ? sql`select due_day, lateness, orders, lateness = -1 as is_overdue
        from derived.pm_compliance_days
        where warehouse_id = ${warehouseId}
          and due_day >= ${iso(wholeFrom)}::date and due_day < ${iso(wholeTo)}::date
        union all`
    : sql``;
  const result = await db.execute<Counts & { month: string }>(sql`
    select to_char(due_day, 'YYYY-MM') as month,
      sum(orders)::int as scheduled,
      coalesce(sum(orders) filter (where lateness >= 0), 0)::int as completed,
      coalesce(sum(orders) filter (where ${onTime(graceDays)}), 0)::int as on_time,
      coalesce(sum(orders) filter (where is_overdue), 0)::int as overdue
    from (${wholeDays} ${edges}) cells
    group by 1 order by 1`);
  return result.rows;
}

export interface EquipmentWindow {
  warehouseId: string;
  from: Date;
  to: Date;
  graceDays: number;
  filter: EquipmentComplianceFilter;
  /** Asset tag, model or description contains it (the equipment search's own expression). */
  q: string | undefined;
}

/** The expression the equipment trigram index covers, so a search uses that index. */
const equipmentSearchText = sql`(e.asset_tag || ' ' || e.model || ' ' || coalesce(e.description, ''))`;

/** The rate as shown (one decimal), in SQL, for the Compliant and At Risk filters. */
const rateSql = (c: { scheduled: SQL; onTime: SQL }) =>
  sql`case when ${c.scheduled} > 0 then round(${c.onTime} * 100.0 / ${c.scheduled}, 1) end`;

/**
 * Which equipment the list holds: every live asset with live preventive orders in the
 * warehouse (the summary the triggers keep), narrowed by the filter. Overdue reads the
 * uncompleted PMs' small index; Compliant and At Risk need every asset's rate over the period,
 * one pass over the period's PMs in the index.
 */
function equipmentSet(w: EquipmentWindow): SQL {
  const inWindow = sql`due_date >= ${iso(w.from)}::timestamptz and due_date <= ${iso(w.to)}::timestamptz`;
  const search = w.q ? sql`and ${equipmentSearchText} ilike ${likePattern(w.q)}` : sql``;
  const live = sql`e.warehouse_id = ${w.warehouseId} and e.deleted_at is null ${search}`;
  switch (w.filter) {
    case 'all':
      return sql`select e.id, e.asset_tag, e.model from equipment e
        join derived.pm_equipment_orders s
          on s.warehouse_id = ${w.warehouseId} and s.equipment_id = e.id and s.orders > 0
        where ${live}`;
    case 'overdue':
      return sql`select e.id, e.asset_tag, e.model from equipment e
        where ${live} and e.id in (
          select equipment_id from work_orders
          where warehouse_id = ${w.warehouseId} and type = 'preventive' and deleted_at is null
            and completed_at is null and due_date >= ${iso(w.from)}::timestamptz
            and due_date < ${iso(w.to)}::timestamptz)`;
    case 'compliant':
    case 'at-risk': {
      const rate = rateSql({
        scheduled: sql`count(*)`,
        onTime: sql`count(*) filter (where ${completedOnTime(w.graceDays)})`,
      });
      const band =
        w.filter === 'compliant' ? sql`rate >= ${PM_COMPLIANCE_TARGET}` : sql`rate < ${PM_AT_RISK_THRESHOLD}`;
      // Materialized: rated once, whatever join the planner picks around it.
      return sql`with rated as materialized (
          select equipment_id, ${rate} as rate from work_orders
          where warehouse_id = ${w.warehouseId} and type = 'preventive' and deleted_at is null and ${inWindow}
          group by equipment_id
        )
        select e.id, e.asset_tag, e.model from equipment e
        join rated on rated.equipment_id = e.id and ${band}
        where ${live}`;
    }
  }
}

/**
 * The whole list, unsearched, from the summary alone: the assets with preventive orders less
 * those deleted since (a handful, from their own small index), not a join over the fleet.
 */
const countAllSql = (warehouseId: string) => sql`
  select (select count(*) from derived.pm_equipment_orders
          where warehouse_id = ${warehouseId} and orders > 0)
    - (select count(*) from equipment e
       join derived.pm_equipment_orders s on s.warehouse_id = e.warehouse_id and s.equipment_id = e.id
       where e.warehouse_id = ${warehouseId} and e.deleted_at is not null and s.orders > 0) as n`;

/** How many assets the list holds (X-Total-Count). */
export async function countEquipment(db: Executor, w: EquipmentWindow): Promise<number> {
  const result = await db.execute<{ n: number }>(
    w.filter === 'all' && !w.q
      ? countAllSql(w.warehouseId)
      : sql`select count(*) as n from (${equipmentSet(w)}) listed`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

export type EquipmentComplianceRow = Counts & {
  equipment_id: string;
  asset_tag: string;
  tag_key: string;
  model: string;
  rate: string | null;
  last_pm: Date | null;
  next_pm: Date | null;
};

/**
 * One page of the list, by asset tag (case-insensitive), each asset with its counts over the
 * period, its last completed PM ever and its next PM: the open order's due date, else the date
 * the scheduler will give the next one (none, shown as TBD, when no active template matches it).
 * Each row reads only its own asset's PMs (one index range), so a page costs the same at any
 * fleet size.
 */
export async function equipmentPage(
  db: Executor,
  w: EquipmentWindow,
  page: { limit: number; after: KeysetCursor | undefined },
): Promise<EquipmentComplianceRow[]> {
  const inWindow = sql`due_date >= ${iso(w.from)}::timestamptz and due_date <= ${iso(w.to)}::timestamptz`;
  // Live asset tags are unique per warehouse, case-insensitively: the tag alone orders the list.
  const after = page.after ? sql`where lower(listed.asset_tag) > ${String(page.after.v)}` : sql``;
  const result = await db.execute<EquipmentComplianceRow>(sql`
    with listed as (
      select listed.id, listed.asset_tag, listed.model from (${equipmentSet(w)}) listed
      ${after}
      order by lower(listed.asset_tag)
      limit ${page.limit}
    ),
    planned as (
      select equipment_id, min(next_due) as next_due
      from (${pairsSql(w.warehouseId, sql`e.id = any(array(select id from listed))`)}) pairs
      group by equipment_id
    )
    select listed.id as equipment_id, listed.asset_tag, lower(listed.asset_tag) as tag_key, listed.model,
      pm.scheduled, pm.completed, pm.on_time, pm.overdue, pm.last_pm,
      ${rateSql({ scheduled: sql`pm.scheduled`, onTime: sql`pm.on_time` })}::text as rate,
      coalesce(pm.next_open, planned.next_due) as next_pm
    from listed
    cross join lateral (
      select count(*) filter (where ${inWindow})::int as scheduled,
        count(*) filter (where ${inWindow} and completed_at is not null)::int as completed,
        count(*) filter (where ${inWindow} and ${completedOnTime(w.graceDays)})::int as on_time,
        count(*) filter (where ${inWindow} and completed_at is null
          and due_date < ${iso(w.to)}::timestamptz)::int as overdue,
        max(completed_at) as last_pm,
        min(due_date) filter (where status in ${OPEN_STATUS_SQL}) as next_open
      from work_orders
      where equipment_id = listed.id and warehouse_id = ${w.warehouseId}
        and type = 'preventive' and deleted_at is null
    ) pm
    left join planned on planned.equipment_id = listed.id
    order by lower(listed.asset_tag)`);
  return result.rows;
}

/**
 * PM by meter now (issue 24): the warehouse's active templates triggered by a meter, and the
 * open orders of those templates (one index probe per template on the open-PM index).
 */
export async function countUsageBased(
  db: Executor,
  warehouseId: string,
): Promise<{ templates: number; openOrders: number }> {
  const result = await db.execute<{ templates: number; open_orders: number }>(sql`
    select count(*)::int as templates, coalesce(sum(open.n), 0)::int as open_orders
    from pm_templates t
    cross join lateral (
      select count(*) as n from work_orders o
      where o.pm_template_id = t.id and o.deleted_at is null and o.status in ${OPEN_STATUS_SQL}
    ) open
    where t.warehouse_id = ${warehouseId} and t.deleted_at is null and t.active and t.trigger_kind <> 'calendar'`);
  const row = result.rows[0];
  return { templates: row?.templates ?? 0, openOrders: row?.open_orders ?? 0 };
}
