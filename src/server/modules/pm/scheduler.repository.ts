import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pmSchedulerState } from '../../db/schema';
import type { GaugeDirection, PmTriggerKind } from '../../../shared/domain';
import { frequencyInterval } from './frequency';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

/**
 * Pairs of an active template and an active equipment of its model, with the due date of the
 * pair's next PM (`next_due`, when none is open) and the frequency (`step`), by the first case
 * that applies (ADR 17, ADR 46):
 * 1. a PM of the pair completed here, on or after the template's "last done on" day: that
 *    completion plus the frequency;
 * 2. a "last done on" later than every completion here: the end of that day plus the frequency;
 * 3. no completion yet: the plan's first due day (the template's "first due on", else its "last
 *    done on" plus the frequency), but never before the day the asset was registered here, so an
 *    asset that joins a plan later is due the day it arrives, not overdue since before it existed;
 * 4. otherwise (templates made before plans had a start): the equipment's install date, the
 *    template's creation or the asset's registration, whichever is latest, plus the frequency.
 *    The cycle never counts from before the plan or the asset existed here, so such a plan for a
 *    pump installed in 2019 is first due one interval from its creation, not six years overdue.
 * A template due by a meter alone (`usage`, `gauge`: issue 24) has no calendar date: its
 * `next_due` is null, and `meteredPairsSql` says when its meter makes it due; `usage_or_calendar`
 * keeps this calendar date besides. `last_completed_at` is the pair's last completion.
 * `greatest` skips a missing install date. `narrow` restricts the pairs further (conditions on
 * `t` and `e`).
 */
export const pairsSql = (warehouseId: string, narrow: SQL = sql`true`) => {
  // The plant's time zone, read once (an uncorrelated subquery): a join with the warehouses
  // let a misestimate of the templates loop over every asset per template (1.9 s at 200 ×
  // 10,000 before the tables were analysed, where the hash join takes 70 ms).
  const timeZone = sql`(select wh.timezone from warehouses wh where wh.id = ${warehouseId})`;
  /** The end of a day (a `date`) where the plant is: a PM "due on" a day may be done all of it. */
  const endOfDay = (day: SQL) => sql`((${day}) + time '23:59:59') at time zone ${timeZone}`;
  const step = frequencyInterval(sql`t.frequency`);
  const planDay = sql`coalesce(t.first_due_on, (t.last_done_on + ${step})::date)`;
  return sql`
  select t.id as template_id, t.organization_id, t.warehouse_id, t.frequency, t.component, t.action,
    t.description as template_description, t.estimated_duration, t.checklist,
    t.procedure_id,
    e.id as equipment_id, e.asset_tag, e.model, e.area,
    t.trigger_kind, t.meter_name, t.usage_interval, t.gauge_direction, t.gauge_threshold,
    t.created_at as template_created_at, last.completed_at as last_completed_at,
    case
      when t.trigger_kind in ('usage', 'gauge') then null
      when last.completed_at is not null
        and (t.last_done_on is null or last.completed_at >= t.last_done_on::timestamp at time zone ${timeZone})
        then last.completed_at + ${step}
      when last.completed_at is not null then ${endOfDay(sql`(t.last_done_on + ${step})::date`)}
      when ${planDay} is not null
        then ${endOfDay(sql`greatest(${planDay}, (e.created_at at time zone ${timeZone})::date)`)}
      else greatest(e.install_date::timestamptz, t.created_at, e.created_at) + ${step}
    end as next_due,
    ${step} as step
  from pm_templates t
  join equipment e on e.warehouse_id = t.warehouse_id and lower(e.model) = lower(t.model)
    and e.status = 'active' and e.deleted_at is null
  left join lateral (
    select max(w.completed_at) as completed_at from work_orders w
    where w.pm_template_id = t.id and w.equipment_id = e.id and w.deleted_at is null and w.completed_at is not null
  ) last on true
  where t.deleted_at is null and t.active and t.warehouse_id = any(${`{${warehouseId}}`}::uuid[]) and ${narrow}`;
};

/**
 * The pairs of `pairsSql` (with `narrow`) with what their meter says (issue 24): the asset's
 * live meter named as the template says (case-insensitive; a counter for `usage` and
 * `usage_or_calendar`, a gauge for `gauge`), its total, latest value and when it was read, and
 * for counters `due_total`, the total at which the pair's next order falls due:
 * - the total of the meter's latest reading at or before the pair's last completion, plus the
 *   interval;
 * - with no completion (or no reading by then), the first multiple of the interval above the
 *   total when the plan began: the latest reading at or before the template's creation, else
 *   the meter's first. A new plan counts in whole intervals from where the meter stood (at
 *   12,100 h every 500 h: due at 12,500 h), not from years of hours before it (ADR 53);
 * - null while the meter has no reading, or when the asset has no such meter.
 * The one place of this rule: the scheduler, the PM calendar's forecasts and a meter's forecast
 * (`usageDuesOnMeter`) all read it, in SQL so a run judges a batch of pairs in one statement. Each lookup is a probe
 * of an index per pair: the meter (meters_equipment_name_idx), the total at the completion and
 * at the plan's start (meter_readings_meter_read_at_idx). Those two are found by min/max of the time,
 * which PostgreSQL always answers from the index's end: an `order by … limit 1` let the planner
 * sort every reading of the meter when it guessed a meter has few (2.7 s a batch at 100 each).
 */
export const meteredPairsSql = (warehouseId: string, narrow: SQL = sql`true`) => sql`
  select p.*, m.id as meter_id, m.name as meter_label, m.unit as meter_unit, m.total as meter_total,
    m.last_value as meter_value, m.last_read_at as meter_read_at,
    case
      when at_done.total is not null then at_done.total + p.usage_interval
      when at_start.total is not null then (floor(at_start.total / p.usage_interval) + 1) * p.usage_interval
    end as due_total
  from (${pairsSql(warehouseId, narrow)}) p
  left join lateral (
    select m.id, m.name, m.unit, m.total, m.last_value, m.last_read_at from meters m
    where p.trigger_kind <> 'calendar' and m.equipment_id = p.equipment_id
      and lower(m.name) = lower(p.meter_name) and m.deleted_at is null
      and m.kind::text = case when p.trigger_kind = 'gauge' then 'gauge' else 'counter' end
    limit 1
  ) m on true
  left join lateral (
    select r.total from meter_readings r
    where p.trigger_kind <> 'gauge' and p.usage_interval > 0 and r.meter_id = m.id
      and r.read_at = (select max(x.read_at) from meter_readings x
        where x.meter_id = m.id and x.read_at <= p.last_completed_at)
    limit 1
  ) at_done on true
  left join lateral (
    select r.total from meter_readings r
    where p.trigger_kind <> 'gauge' and p.usage_interval > 0 and at_done.total is null and r.meter_id = m.id
      and r.read_at = coalesce(
        (select max(x.read_at) from meter_readings x where x.meter_id = m.id and x.read_at <= p.template_created_at),
        (select min(x.read_at) from meter_readings x where x.meter_id = m.id))
    limit 1
  ) at_start on true`;

/** What a pair's meter says, as `meteredPairsSql` reads it. */
export type MeterColumns = {
  trigger_kind: PmTriggerKind;
  meter_id: string | null;
  meter_label: string | null;
  meter_unit: string | null;
  meter_total: number | null;
  meter_value: number | null;
  due_total: number | null;
  gauge_direction: GaugeDirection | null;
  gauge_threshold: number | null;
  /** The counter reached its due total (`usage`, `usage_or_calendar`). */
  usage_due: boolean;
  /** The gauge's latest reading, taken since the last completion, is past the threshold. */
  gauge_due: boolean;
};

export type DuePair = {
  template_id: string;
  organization_id: string;
  warehouse_id: string;
  equipment_id: string;
  asset_tag: string;
  tag_key: string;
  model: string;
  area: string | null;
  component: string;
  action: string;
  template_description: string | null;
  estimated_duration: number;
  checklist: string[];
  /** The current version of the template's procedure (issue 25), issued with the order. */
  procedure_version_id: string | null;
  due_date: Date;
} & MeterColumns;

/**
 * Where a run stands in its warehouse: pairs come by asset tag (case-insensitive, unique among
 * live assets) and template; `templateId` null means every pair of that asset is behind it.
 */
export interface PairCursor {
  tagKey: string;
  templateId: string | null;
}

/** The next `limit` active assets from the cursor on (its own asset again while templates of it remain). */
export async function nextEquipment(
  db: Executor,
  warehouseId: string,
  cursor: PairCursor,
  limit: number,
): Promise<{ id: string; tag_key: string }[]> {
  const from =
    cursor.templateId === null
      ? sql`lower(asset_tag) > ${cursor.tagKey}`
      : sql`lower(asset_tag) >= ${cursor.tagKey}`;
  const result = await db.execute<{ id: string; tag_key: string }>(sql`
    select id, lower(asset_tag) as tag_key from equipment
    where warehouse_id = ${warehouseId} and deleted_at is null and status = 'active' and ${from}
    order by lower(asset_tag) limit ${limit}`);
  return result.rows;
}

/**
 * The scheduler's rule for some assets of one warehouse: every active template × those of its
 * model which has no open preventive order yet, lies after the cursor, and is due:
 * - by the calendar, when its next due date (see `pairsSql`) falls before `horizon`;
 * - by a counter, when the meter's total has reached the due total (`meteredPairsSql`);
 * - by a gauge, when the gauge's latest reading is above / below the threshold and was taken
 *   after the pair's last completion (a reading from before the work says nothing of after it).
 * A meter makes the order due `now`; `usage_or_calendar` is due by whichever comes first. The
 * first `limit`, in cursor order.
 */
export async function findDuePairs(
  db: Executor,
  scope: { warehouseId: string; equipmentIds: string[]; after: PairCursor },
  when: { now: Date; horizon: Date },
  limit: number,
): Promise<DuePair[]> {
  const { tagKey, templateId } = scope.after;
  const after =
    templateId === null
      ? sql`lower(e.asset_tag) > ${tagKey}`
      : sql`(lower(e.asset_tag) > ${tagKey} or (lower(e.asset_tag) = ${tagKey} and t.id > ${templateId}))`;
  const now = sql`${when.now.toISOString()}::timestamptz`;
  const result = await db.execute<DuePair>(sql`
    with pairs as (${meteredPairsSql(scope.warehouseId, sql`e.id = any(${`{${scope.equipmentIds.join(',')}}`}::uuid[]) and ${after}`)}),
    judged as (
      select p.*,
        coalesce(p.trigger_kind in ('usage', 'usage_or_calendar') and p.meter_total >= p.due_total, false) as usage_due,
        coalesce(p.trigger_kind = 'gauge'
          and case p.gauge_direction when 'above' then p.meter_value > p.gauge_threshold
            when 'below' then p.meter_value < p.gauge_threshold end
          and (p.last_completed_at is null or p.meter_read_at > p.last_completed_at), false) as gauge_due
      from pairs p
    )
    select p.template_id, p.organization_id, p.warehouse_id, p.equipment_id, p.asset_tag, lower(p.asset_tag) as tag_key,
      p.model, p.area, p.component, p.action, p.template_description, p.estimated_duration, p.checklist,
      pv.id as procedure_version_id,
      case when p.usage_due or p.gauge_due then least(coalesce(p.next_due, ${now}), ${now}) else p.next_due end as due_date,
      p.trigger_kind, p.meter_id, p.meter_label, p.meter_unit, p.meter_total, p.meter_value, p.due_total,
      p.gauge_direction, p.gauge_threshold, p.usage_due, p.gauge_due
    from judged p
    -- A probe of the open-PM index per pair (a lateral with a limit), never a walk of every
    -- open PM of the warehouse, which an anti join may choose and each batch would repeat.
    left join lateral (
      select true as found from work_orders o
      where o.pm_template_id = p.template_id and o.equipment_id = p.equipment_id
        and o.deleted_at is null and o.status in ${OPEN_STATUS_SQL}
      limit 1
    ) open on true
    -- The current version of the template's procedure (issue 25), looked up for the due pairs only.
    left join procedures pr on pr.id = p.procedure_id and pr.deleted_at is null
    left join procedure_versions pv on pv.procedure_id = pr.id and pv.number = pr.current_version
    where (p.next_due <= ${when.horizon.toISOString()}::timestamptz or p.usage_due or p.gauge_due)
      and open.found is null
    order by lower(p.asset_tag), p.template_id
    limit ${limit}`);
  return result.rows;
}

export interface SchedulerWarehouse {
  organizationId: string;
  warehouseId: string;
  name: string;
}

/** Warehouses whose scheduler is switched on (a warehouse without a state row is on). */
export async function runningWarehouses(db: Executor): Promise<SchedulerWarehouse[]> {
  const result = await db.execute<{ id: string; organization_id: string; name: string }>(sql`
    select w.id, w.organization_id, w.name from warehouses w left join pm_scheduler_state s on s.warehouse_id = w.id
    where coalesce(s.is_running, true) order by w.id`);
  return result.rows.map((r) => ({ organizationId: r.organization_id, warehouseId: r.id, name: r.name }));
}

export async function findSchedulerState(db: Executor, warehouseId: string) {
  const [row] = await db.select().from(pmSchedulerState).where(eq(pmSchedulerState.warehouseId, warehouseId));
  return row;
}

/** Warehouses whose hourly PM scheduler was stopped (the others run: on is the default). */
export async function countStoppedSchedulers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pmSchedulerState)
    .where(eq(pmSchedulerState.isRunning, false));
  return row?.n ?? 0;
}

export async function saveSchedulerState(
  db: Executor,
  warehouseId: string,
  values: Partial<
    Pick<typeof pmSchedulerState.$inferInsert, 'isRunning' | 'lastRunAt' | 'lastGenerated' | 'updatedBy'>
  >,
): Promise<void> {
  await db
    .insert(pmSchedulerState)
    .values({ warehouseId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: pmSchedulerState.warehouseId, set: { ...values, updatedAt: new Date() } });
}

/** One scheduler run per warehouse at a time, across every instance. */
export async function lockSchedulerRun(tx: Executor, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pm-scheduler:${warehouseId}`}))`);
}
