import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL fragments the analytics queries share, so "the fleet", "its downtime in the window" and "a
 * failure" are written once. Each works over one warehouse and one window [from, to].
 */
export interface Scope {
  warehouseId: string;
  from: Date;
  to: Date;
}

export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Seconds from a to b (null stays null), as numeric: sums of them are exact, so they come out the
 * same whatever order parallel workers add them in. Aggregates cast to float8 once summed.
 */
export const seconds = (a: SQL, b: SQL) => sql`extract(epoch from (${b}) - (${a}))`;

/** The calendar month (YYYY-MM, UTC) of a timestamp: the month-by-month series' key. */
export const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** Whether equipment row `e` is of the fleet: the warehouse's, neither deleted nor retired. */
export const isFleetSql = (s: Scope) =>
  sql`e.warehouse_id = ${s.warehouseId} and e.deleted_at is null and e.status <> 'retired'`;

/** Where an equipment's tracked time starts: the window's start, or its creation when it came later. */
export const trackedFromSql = (s: Scope) => sql`greatest(e.created_at, ${at(s.from)})`;

/** `fleet`: the fleet's equipment with the start of its tracked time. */
export const fleetCte = (s: Scope) => sql`fleet as (
  select e.id, e.name, e.asset_tag, e.status, e.criticality, ${trackedFromSql(s)} as tracked_from
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

const downtimeColumns = sql`d.equipment_id, d.started_at, d.ended_at, d.planned, d.reason_code`;

/**
 * `down_pieces` (needs `fleet` with id and tracked_from): each live downtime record of a fleet
 * equipment cut to the part inside [tracked_from, to] (lo, hi), an open one running to `to`.
 * Records that started in the window come from the (warehouse, started_at) index; the one record
 * per equipment that may have started earlier and still run into it is its latest earlier one
 * (records of one equipment never overlap), found by one probe of the (equipment, started_at) index.
 */
export const downPiecesCte = (s: Scope) => sql`downtime_rows as (
  select ${downtimeColumns} from downtime d
  where d.warehouse_id = ${s.warehouseId} and d.deleted_at is null
    and d.started_at >= ${at(s.from)} and d.started_at <= ${at(s.to)}
  union all
  select earlier.* from fleet f cross join lateral (
    select ${downtimeColumns} from downtime d
    where d.equipment_id = f.id and d.warehouse_id = ${s.warehouseId} and d.deleted_at is null
      and d.started_at < ${at(s.from)}
    order by d.started_at desc limit 1) earlier
  where earlier.ended_at is null or earlier.ended_at > ${at(s.from)}
),
down_pieces as (
  select r.equipment_id, r.planned, r.reason_code, f.tracked_from,
    greatest(r.started_at, f.tracked_from) as lo,
    least(coalesce(r.ended_at, ${at(s.to)}), ${at(s.to)}) as hi
  from downtime_rows r join fleet f on f.id = r.equipment_id
  where least(coalesce(r.ended_at, ${at(s.to)}), ${at(s.to)}) > greatest(r.started_at, f.tracked_from)
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
 * day. The rows carry their order's facts (migration 0013), so no order is joined.
 */
export const costItemsCte = (s: Scope) => sql`cost_items as (
  select order_planned as planned, order_equipment_id as equipment_id, started_at as spent_at,
    minutes::float8 as labor_minutes, 0::float8 as parts_cost
  from labor_entries
  where warehouse_id = ${s.warehouseId} and minutes is not null and not order_deleted
    and started_at >= ${at(s.from)} and started_at <= ${at(s.to)}
  union all
  select order_planned, order_equipment_id, created_at, 0, (quantity * unit_cost)::float8
  from parts_usage
  where warehouse_id = ${s.warehouseId} and not order_deleted
    and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}
)`;
