import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL fragments the analytics queries share, so "the fleet", "its downtime in the window" and "a
 * failure" are written once. Each works over one warehouse and one window [from, to], and with
 * `equipmentIds` over that part of its equipment (a location's or a parent's subtree, issue 24).
 */
export interface Scope {
  warehouseId: string;
  from: Date;
  to: Date;
  /** Only these equipment; the whole warehouse without. */
  equipmentIds?: readonly string[] | undefined;
}

export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Seconds from a to b (null stays null), as numeric: sums of them are exact, so they come out the
 * same whatever order parallel workers add them in. Aggregates cast to float8 once summed.
 */
export const seconds = (a: SQL, b: SQL) => sql`extract(epoch from (${b}) - (${a}))`;

/** The calendar month (YYYY-MM, UTC) of a timestamp: the month-by-month series' key. */
export const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** One array parameter (PostgreSQL's text form), however many ids: uuids need no quoting. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** ` and <column> is one of the scope's equipment`, or nothing for the whole warehouse. */
const ofScopeSql = (s: Scope, column: SQL) =>
  s.equipmentIds ? sql` and ${column} = any(${uuidArray(s.equipmentIds)})` : sql``;

/** Whether equipment row `e` is of the fleet: the warehouse's (or the scope's), neither deleted nor retired. */
export const isFleetSql = (s: Scope) =>
  sql`e.warehouse_id = ${s.warehouseId} and e.deleted_at is null and e.status <> 'retired'${ofScopeSql(s, sql`e.id`)}`;

/** Where an equipment's tracked time starts: the window's start, or its creation when it came later. */
export const trackedFromSql = (s: Scope) => sql`greatest(e.created_at, ${at(s.from)})`;

/** `fleet`: the fleet's equipment with its parent and the start of its tracked time. */
export const fleetCte = (s: Scope) => sql`fleet as (
  select e.id, e.name, e.asset_tag, e.status, e.criticality, e.parent_id, e.location_id,
    ${trackedFromSql(s)} as tracked_from
  from equipment e where ${isFleetSql(s)})`;

/** `linked`: the work orders an unplanned downtime record belongs to (such an order's failure is that stop). */
export const linkedCte = (s: Scope) => sql`linked as (
  select distinct work_order_id from downtime
  where warehouse_id = ${s.warehouseId} and deleted_at is null and not planned and work_order_id is not null)`;

/**
 * Whether order `w` of a fleet equipment tracked from `trackedFrom` (joined to `linked` on its id)
 * is a failure: a corrective or emergency order completed in [tracked from, to] without an
 * unplanned downtime record of its own.
 */
export const isOrderFailureSql = (s: Scope, trackedFrom: SQL) => sql`(w.type in ('corrective', 'emergency')
  and w.completed_at >= ${trackedFrom} and w.completed_at <= ${at(s.to)} and linked.work_order_id is null)`;

/** Unplanned downtime of the warehouse started in the window: a failure (dated at its start). */
export const isDowntimeFailureSql = (
  s: Scope,
) => sql`d.warehouse_id = ${s.warehouseId} and d.deleted_at is null
  and not d.planned and d.started_at >= ${at(s.from)} and d.started_at <= ${at(s.to)}`;

const downtimeColumns = sql`d.equipment_id, d.started_at, d.ended_at, d.planned, d.reason_code, d.stops_children`;

/**
 * `down_pieces` (needs `fleet`; the statement must say `with recursive`): the stretches of the
 * window each fleet equipment was down, cut to [tracked_from, to] (lo, hi), an open stop running
 * to `to`, with the planned flag and reason of the stop they count for (`own`: the equipment's
 * record, not an ancestor's). They never overlap for
 * one equipment, so sums of them never count an hour twice (ADR 52):
 *
 * - An equipment is down during its own records (which never overlap: ADR 32) and during the
 *   records of its ancestors that stop their children (`stops_children`, issue 24).
 * - Records that started in the window come from the (warehouse, started_at) index; those that
 *   started earlier and still run into it (at most one per equipment: they never overlap) from
 *   the (warehouse, ended_at) index (migration 0040), whatever their equipment: one outside the
 *   fleet may be a subtree's ancestor or a retired line, whose stops still count. A probe per
 *   equipment for its latest earlier record cost 25,000 probes at 50,000 equipment (issue 30).
 * - `stopped_below` walks down from each equipment with a stopping record to its live
 *   descendants (UNION: a cycle in the data ends the walk instead of looping).
 * - Equipment without an inherited stretch keep their own records as they are; the few with one
 *   (`down_shared`) are swept: their records' starts and ends in time order, a running count of
 *   the records that hold (own, inherited), and the stretches between where any does. A stretch
 *   counts for the own record that holds it, else for the inherited one that reaches furthest
 *   (unplanned first on a tie): both are the running maximum of the ends met so far.
 */
export const downPiecesCte = (s: Scope) => sql`downtime_rows as (
  select ${downtimeColumns} from downtime d
  where d.warehouse_id = ${s.warehouseId} and d.deleted_at is null
    and d.started_at >= ${at(s.from)} and d.started_at <= ${at(s.to)}
  union all
  select ${downtimeColumns} from downtime d
  where d.warehouse_id = ${s.warehouseId} and d.deleted_at is null
    and (d.ended_at > ${at(s.from)} or d.ended_at is null) and d.started_at < ${at(s.from)}
),
stopping as (select distinct equipment_id from downtime_rows where stops_children),
stopped_below(root, id) as (
  select r.equipment_id, e.id from stopping r
  join equipment e on e.parent_id = r.equipment_id and e.deleted_at is null
  union
  select b.root, e.id from stopped_below b join equipment e on e.parent_id = b.id and e.deleted_at is null
),
down_rows as (
  select equipment_id, started_at, ended_at, planned, reason_code, true as own from downtime_rows
  union all
  select b.id, r.started_at, r.ended_at, r.planned, r.reason_code, false
  from downtime_rows r join stopped_below b on b.root = r.equipment_id
  where r.stops_children
),
down_cut as (
  select r.equipment_id, r.own, r.planned, r.reason_code, f.tracked_from,
    greatest(r.started_at, f.tracked_from) as lo,
    least(coalesce(r.ended_at, ${at(s.to)}), ${at(s.to)}) as hi
  from down_rows r join fleet f on f.id = r.equipment_id
  where least(coalesce(r.ended_at, ${at(s.to)}), ${at(s.to)}) > greatest(r.started_at, f.tracked_from)
),
down_shared as (select distinct equipment_id from down_cut where not own),
down_steps as (
  select equipment_id, t, min(tracked_from) as tracked_from, sum(d_own) as d_own, sum(d_inherited) as d_inherited,
    max(own_reach) as own_reach, max(inherited_reach) as inherited_reach
  from (
    select c.equipment_id, c.tracked_from, c.lo as t,
      case when c.own then 1 else 0 end as d_own, case when c.own then 0 else 1 end as d_inherited,
      case when c.own then c.hi end as own_reach, case when not c.own then c.hi end as inherited_reach
    from down_cut c join down_shared using (equipment_id)
    union all
    select c.equipment_id, c.tracked_from, c.hi,
      case when c.own then -1 else 0 end, case when c.own then 0 else -1 end, null, null
    from down_cut c join down_shared using (equipment_id)
  ) edges
  group by equipment_id, t
),
down_sweep as (
  select equipment_id, tracked_from, t as lo, lead(t) over w as hi,
    sum(d_own) over w as holding_own, sum(d_inherited) over w as holding_inherited,
    max(own_reach) over w as own_reach, max(inherited_reach) over w as inherited_reach
  from down_steps window w as (partition by equipment_id order by t)
),
down_pick as (
  select distinct on (c.equipment_id, c.own, c.hi) c.equipment_id, c.own, c.hi, c.planned, c.reason_code
  from down_cut c join down_shared using (equipment_id)
  order by c.equipment_id, c.own, c.hi, c.planned, c.reason_code
),
down_pieces as (
  select c.equipment_id, c.planned, c.reason_code, c.own, c.hi as stop_hi, c.tracked_from, c.lo, c.hi
  from down_cut c
  where not exists (select 1 from down_shared where down_shared.equipment_id = c.equipment_id)
  union all
  select w.equipment_id, p.planned, p.reason_code, p.own, p.hi, w.tracked_from, w.lo, w.hi
  from down_sweep w
  join down_pick p on p.equipment_id = w.equipment_id and p.own = (w.holding_own > 0)
    and p.hi = case when w.holding_own > 0 then w.own_reach else w.inherited_reach end
  where w.hi is not null and (w.holding_own > 0 or w.holding_inherited > 0)
)`;

/**
 * `failures` (needs `fleet` with id and tracked_from, and `linked`): every failure of a fleet
 * equipment dated in [tracked_from, to], with its repair time when known (a stop's length, an
 * order's start to completion), its downtime in the window, its reason (null for an order without
 * downtime) and the type of its order (null for a stop recorded without one).
 */
export const failuresCte = (s: Scope) => sql`failures as (
  select d.equipment_id, d.started_at as happened_at, d.reason_code,
    ${seconds(sql`d.started_at`, sql`d.ended_at`)} as repair_seconds,
    ${seconds(sql`d.started_at`, sql`least(coalesce(d.ended_at, ${at(s.to)}), ${at(s.to)})`)} as down_seconds,
    o.type as order_type
  from downtime d
  join fleet f on f.id = d.equipment_id and d.started_at >= f.tracked_from
  left join work_orders o on o.id = d.work_order_id and o.deleted_at is null
  where ${isDowntimeFailureSql(s)}
  union all
  select w.equipment_id, w.completed_at, null, ${seconds(sql`w.started_at`, sql`w.completed_at`)}, 0::numeric, w.type
  from work_orders w
  join fleet f on f.id = w.equipment_id
  left join linked on linked.work_order_id = w.id
  where w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
    -- No failure counts before the fleet's tracking starts: a bound the completion index can use.
    and w.completed_at >= (select min(tracked_from) from fleet) and w.completed_at <= ${at(s.to)}
    and ${isOrderFailureSql(s, sql`f.tracked_from`)}
)`;

/**
 * `cost_items`: what was spent on the warehouse's live work orders in the window, per row with
 * its order's equipment, planned flag and time: labour entries started in it
 * (minutes recorded; a running timer has none yet) and parts used in it at the unit cost of the
 * day. The rows carry their order's facts (migration 0013), so no order is joined. In a scope,
 * only its equipment's orders.
 */
export const costItemsCte = (s: Scope) => sql`cost_items as (
  select order_planned as planned, order_equipment_id as equipment_id, started_at as spent_at,
    minutes::float8 as labor_minutes, 0::float8 as parts_cost
  from labor_entries
  where warehouse_id = ${s.warehouseId} and minutes is not null and not order_deleted${ofScopeSql(s, sql`order_equipment_id`)}
    and started_at >= ${at(s.from)} and started_at <= ${at(s.to)}
  union all
  select order_planned, order_equipment_id, created_at, 0, (quantity * unit_cost)::float8
  from parts_usage
  where warehouse_id = ${s.warehouseId} and not order_deleted${ofScopeSql(s, sql`order_equipment_id`)}
    and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}
)`;
