import { sql, type SQL } from 'drizzle-orm';
import type { Criticality, EquipmentStatus } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import {
  at,
  downPiecesCte,
  fleetCte,
  isDowntimeFailureSql,
  isOrderFailureSql,
  linkedCte,
  seconds,
  type Scope,
} from './analytics-sql';

export interface EquipmentScope extends Scope {
  mid: Date;
  recentFrom: Date;
}

/** Failures of one equipment: how many, in each half of the window, recently, and their known repair time. */
export type FailureTotals = {
  failures: number;
  failures_first: number;
  failures_second: number;
  recent_failures: number;
  /** Σ and count of the repair times that are known. */
  repair_seconds: number;
  repairs: number;
};

/**
 * One equipment's failures (the grouped rows): how many, in each half of the window, recently,
 * and the repair time of those whose repair ran from `repair.from` to a known `repair.to`.
 */
const failureAggregates = (
  s: EquipmentScope,
  happenedAt: SQL,
  repair: { from: SQL; to: SQL; known: SQL },
) => sql`
  count(*)::int as failures,
  count(*) filter (where ${happenedAt} < ${at(s.mid)})::int as failures_first,
  count(*) filter (where ${happenedAt} >= ${at(s.mid)})::int as failures_second,
  count(*) filter (where ${happenedAt} >= ${at(s.recentFrom)})::int as recent_failures,
  coalesce(sum(${seconds(repair.from, repair.to)}), 0)::float8 as repair_seconds,
  count(${repair.known})::int as repairs`;

/** The failure totals of `failureAggregates` joined as `alias`, 0 for an equipment without. */
const failureColumns = (alias: string) =>
  sql.raw(
    ['failures', 'failures_first', 'failures_second', 'recent_failures', 'repair_seconds', 'repairs']
      .map((column) => `coalesce(${alias}.${column}, 0) as ${column}`)
      .join(', '),
  );

/**
 * How a statement learns whether fleet equipment `f` had a live order (`orders`) or a live stop
 * (`stops`) by the window's end: `join` joins what `earlier`, a condition on the row, reads.
 */
export interface HistorySql {
  orders(s: Scope): { join: SQL; earlier: SQL };
  stops(s: Scope): { join: SQL; earlier: SQL };
}

/**
 * From the tallies of live orders and stops (migration 0040), less those started after the
 * window's end: one pass over the tallies and over the rows since `to`, none for a recent window.
 * An order counts in its warehouse only, a stop in any (as the window's own rows do).
 */
export const talliedHistory: HistorySql = {
  orders: (s) => ({
    join: sql`left join (
      select h.equipment_id, h.orders - coalesce(later.n, 0) as n from derived.equipment_history h
      left join (select equipment_id, count(*) as n from work_orders
        where warehouse_id = ${s.warehouseId} and deleted_at is null and created_at > ${at(s.to)}
        group by equipment_id) later on later.equipment_id = h.equipment_id
      where h.warehouse_id = ${s.warehouseId}
    ) order_history on order_history.equipment_id = f.id`,
    earlier: sql`coalesce(order_history.n, 0) > 0`,
  }),
  stops: (s) => ({
    join: sql`left join (
      select h.equipment_id, sum(h.stops) - coalesce(min(later.n), 0) as n from derived.equipment_history h
      left join (select equipment_id, count(*) as n from downtime
        where deleted_at is null and started_at > ${at(s.to)}
        group by equipment_id) later on later.equipment_id = h.equipment_id
      where h.equipment_id in (select id from fleet)
      group by h.equipment_id
    ) stop_history on stop_history.equipment_id = f.id`,
    earlier: sql`coalesce(stop_history.n, 0) > 0`,
  }),
};

/** What the work orders add up to for one fleet equipment. */
export type OrderTotals = FailureTotals & {
  id: string;
  /** A live order created by the window's end (history). */
  has_order: boolean;
  total_orders: number;
  preventive_orders: number;
  corrective_orders: number;
  emergency_orders: number;
  overdue_pms: number;
};

/**
 * The work orders' part of every fleet equipment's figures: the orders created in the window,
 * the failures completed in it and the open PMs, each from an index of its own that covers what
 * it adds up (migration 0040): one pass over an OR of the three read every order of the warehouse. On a plant's history, which grows in time
 * order, that is the period's rows and the backlog, not its years.
 * Whether an equipment without an order created in the window has an older one (history) comes
 * from the tallies (`history`).
 */
export async function orderTotals(
  db: Executor,
  s: EquipmentScope,
  history: HistorySql = talliedHistory,
): Promise<OrderTotals[]> {
  const orders = history.orders(s);
  const created = sql`w.created_at >= ${at(s.from)} and w.created_at <= ${at(s.to)}`;
  const result = await db.execute<OrderTotals>(sql`
    with ${fleetCte(s)}, ${linkedCte(s)},
    created as (
      select w.equipment_id, count(*)::int as total_orders,
        count(*) filter (where w.type = 'preventive')::int as preventive_orders,
        count(*) filter (where w.type = 'corrective')::int as corrective_orders,
        count(*) filter (where w.type = 'emergency')::int as emergency_orders
      from work_orders w
      where w.warehouse_id = ${s.warehouseId} and w.deleted_at is null and ${created}
      group by w.equipment_id
    ),
    failed as (
      select w.equipment_id, ${failureAggregates(s, sql`w.completed_at`, {
        from: sql`w.started_at`,
        to: sql`w.completed_at`,
        known: sql`w.started_at`,
      })}
      from work_orders w
      join fleet f on f.id = w.equipment_id
      left join linked on linked.work_order_id = w.id
      where w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
        and w.completed_at >= ${at(s.from)} and ${isOrderFailureSql(s, sql`f.tracked_from`)}
      group by w.equipment_id
    ),
    overdue as (
      select w.equipment_id, count(*)::int as overdue_pms from work_orders w
      where w.warehouse_id = ${s.warehouseId} and w.deleted_at is null and w.status in ${OPEN_STATUS_SQL}
        and w.type = 'preventive' and w.due_date < ${at(s.to)}
      group by w.equipment_id
    )
    select f.id,
      coalesce(c.total_orders, 0) > 0 or ${orders.earlier} as has_order,
      coalesce(c.total_orders, 0) as total_orders,
      coalesce(c.preventive_orders, 0) as preventive_orders,
      coalesce(c.corrective_orders, 0) as corrective_orders,
      coalesce(c.emergency_orders, 0) as emergency_orders,
      coalesce(overdue.overdue_pms, 0) as overdue_pms,
      ${failureColumns('x')}
    from fleet f left join created c on c.equipment_id = f.id left join failed x on x.equipment_id = f.id
      left join overdue on overdue.equipment_id = f.id ${orders.join}`);
  return result.rows;
}

/** A fleet equipment and what its downtime adds up to. */
export type DowntimeTotals = FailureTotals & {
  id: string;
  name: string;
  asset_tag: string;
  location_id: string | null;
  parent_id: string | null;
  status: EquipmentStatus;
  criticality: Criticality;
  tracked_from: Date;
  /** Live downtime started by the window's end, or an ancestor's stop inherited in the window (history). */
  has_downtime: boolean;
  /** An open record of its own, or of an ancestor that stops its children. */
  is_down: boolean;
  /** Seconds down in [tracked_from, to], and in each half of the window. */
  down_seconds: number;
  down_seconds_first: number;
  down_seconds_second: number;
};

/**
 * Every fleet equipment with its downtime in the window (its ancestors' stops that stop their
 * children included, ADR 52) and the stops that were failures: its own unplanned ones only.
 */
export async function downtimeTotals(
  db: Executor,
  s: EquipmentScope,
  history: HistorySql = talliedHistory,
): Promise<DowntimeTotals[]> {
  const stops = history.stops(s);
  const overlap = (lo: ReturnType<typeof sql>, hi: ReturnType<typeof sql>) =>
    sql`coalesce(sum(greatest(0, ${seconds(lo, hi)})), 0)::float8`;
  const result = await db.execute<DowntimeTotals>(sql`
    with recursive ${fleetCte(s)}, ${downPiecesCte(s)},
    down as (
      select equipment_id,
        ${overlap(sql`lo`, sql`hi`)} as down_seconds,
        ${overlap(sql`lo`, sql`least(hi, ${at(s.mid)})`)} as down_seconds_first,
        ${overlap(sql`greatest(lo, ${at(s.mid)})`, sql`hi`)} as down_seconds_second
      from down_pieces group by equipment_id
    ),
    stopped_now as (select distinct equipment_id from down_rows where not own and ended_at is null),
    failed as (
      select d.equipment_id, ${failureAggregates(s, sql`d.started_at`, {
        from: sql`d.started_at`,
        to: sql`d.ended_at`,
        known: sql`d.ended_at`,
      })}
      from downtime d join fleet f on f.id = d.equipment_id and d.started_at >= f.tracked_from
      where ${isDowntimeFailureSql(s)}
      group by d.equipment_id
    )
    select f.id, f.name, f.asset_tag, f.location_id, f.parent_id, f.status, f.criticality, f.tracked_from,
      ${stops.earlier} or f.id in (select equipment_id from down_shared) as has_downtime,
      exists (select 1 from downtime d where d.equipment_id = f.id and d.deleted_at is null
        and d.ended_at is null)
        or f.id in (select equipment_id from stopped_now) as is_down,
      coalesce(down.down_seconds, 0) as down_seconds,
      coalesce(down.down_seconds_first, 0) as down_seconds_first,
      coalesce(down.down_seconds_second, 0) as down_seconds_second,
      ${failureColumns('failed')}
    from fleet f
    left join down on down.equipment_id = f.id
    left join failed on failed.equipment_id = f.id ${stops.join}`);
  // The driver hands timestamps over as text. The rows are this call's own, so they are converted
  // in place: copies by object spread (overriding a field) took V8's slow path, 0.4 s per 25,000.
  for (const row of result.rows) row.tracked_from = new Date(row.tracked_from);
  return result.rows;
}
