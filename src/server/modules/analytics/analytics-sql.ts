import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL fragments the analytics queries share, so "the fleet", "its downtime in the window" and "a
 * failure" are written once. Each is a CTE body over one warehouse and one window [from, to].
 */
export interface Scope {
  warehouseId: string;
  from: Date;
  to: Date;
}

export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Seconds from a to b as float8 (null stays null). */
export const seconds = (a: SQL, b: SQL) => sql`extract(epoch from (${b}) - (${a}))::float8`;

/**
 * `fleet`: the warehouse's equipment, neither deleted nor retired, with the start of its tracked
 * time (the window's start, or its creation when it came later).
 */
export const fleetCte = (s: Scope) => sql`fleet as (
  select e.id, e.name, e.asset_tag, e.status, e.criticality,
    greatest(e.created_at, ${at(s.from)}) as tracked_from
  from equipment e
  where e.warehouse_id = ${s.warehouseId} and e.deleted_at is null and e.status <> 'retired')`;

/**
 * Whether fleet row `f` has a live work order created or downtime started by the window's end:
 * two index probes per equipment, each stopping at the first row found.
 */
export const anyRecordSql = (s: Scope) => sql`(
  exists (select 1 from work_orders w
    where w.equipment_id = f.id and w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
      and w.created_at <= ${at(s.to)})
  or exists (select 1 from downtime d
    where d.equipment_id = f.id and d.warehouse_id = ${s.warehouseId} and d.deleted_at is null
      and d.started_at <= ${at(s.to)}))`;

/** Whether fleet row `f` has history: tracked time in the window and a record by its end. */
export const hasHistorySql = (s: Scope) => sql`(f.tracked_from < ${at(s.to)} and ${anyRecordSql(s)})`;

const downtimeColumns = sql`d.equipment_id, d.started_at, d.ended_at, d.planned, d.reason_code`;

/**
 * `down_pieces` (needs `fleet`): each live downtime record of a fleet equipment cut to the part
 * inside [tracked_from, to] (lo, hi), an open one running to `to`. Records that started in the
 * window come from the (warehouse, started_at) index; the one record per equipment that may
 * have started earlier and still run into it is its latest earlier one (records of one equipment
 * never overlap), found by one probe of the (equipment, started_at) index.
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
 * `failures` (needs `fleet`): the failures of fleet equipment dated in [tracked_from, to]: an
 * unplanned downtime record that started then (dated at its start; repaired when it ended), or a
 * completed corrective or emergency order without an unplanned downtime record of its own
 * (dated at its completion; repaired from its start). `order_type` is the type of the failure's
 * order, null for a stop recorded without one.
 */
export const failuresCte = (s: Scope) => sql`failure_events as (
  select d.equipment_id, d.started_at as happened_at, d.reason_code,
    ${seconds(sql`d.started_at`, sql`d.ended_at`)} as repair_seconds,
    ${seconds(sql`d.started_at`, sql`least(coalesce(d.ended_at, ${at(s.to)}), ${at(s.to)})`)} as down_seconds,
    o.type as order_type
  from downtime d
  left join work_orders o on o.id = d.work_order_id and o.deleted_at is null
  where d.warehouse_id = ${s.warehouseId} and d.deleted_at is null and not d.planned
    and d.started_at >= ${at(s.from)} and d.started_at <= ${at(s.to)}
  union all
  select w.equipment_id, w.completed_at, null,
    ${seconds(sql`w.started_at`, sql`w.completed_at`)}, 0::float8, w.type
  from work_orders w
  where w.warehouse_id = ${s.warehouseId} and w.deleted_at is null and w.type in ('corrective', 'emergency')
    and w.completed_at >= ${at(s.from)} and w.completed_at <= ${at(s.to)} and w.equipment_id is not null
    and not exists (select 1 from downtime d
      where d.work_order_id = w.id and not d.planned and d.deleted_at is null)
),
failures as (
  select e.* from failure_events e join fleet f on f.id = e.equipment_id and e.happened_at >= f.tracked_from
)`;

/**
 * `cost_items`: what was spent on the warehouse's live work orders in the window: labour entries
 * started in it (minutes recorded; a running timer has none yet) and parts used in it, at the
 * unit cost of the day they were used.
 */
export const costItemsCte = (s: Scope) => sql`cost_items as (
  select w.type, w.equipment_id, l.started_at as spent_at, l.minutes::float8 as labor_minutes,
    0::numeric as parts_cost
  from labor_entries l
  join work_orders w on w.id = l.work_order_id and w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
  where l.warehouse_id = ${s.warehouseId} and l.minutes is not null
    and l.started_at >= ${at(s.from)} and l.started_at <= ${at(s.to)}
  union all
  select w.type, w.equipment_id, p.created_at, 0::float8, p.quantity * p.unit_cost
  from parts_usage p
  join work_orders w on w.id = p.work_order_id and w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
  where p.warehouse_id = ${s.warehouseId} and p.created_at >= ${at(s.from)} and p.created_at <= ${at(s.to)}
)`;
