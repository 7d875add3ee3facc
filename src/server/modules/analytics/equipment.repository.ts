import { sql } from 'drizzle-orm';
import type { Criticality, EquipmentStatus } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import {
  anyRecordSql,
  at,
  costItemsCte,
  downPiecesCte,
  failuresCte,
  fleetCte,
  seconds,
  type Scope,
} from './analytics-sql';

/** What the database adds up for one fleet equipment over the window; the formulas do the rest. */
export type EquipmentTotals = {
  id: string;
  name: string;
  asset_tag: string;
  status: EquipmentStatus;
  criticality: Criticality;
  tracked_from: Date;
  has_history: boolean;
  is_down: boolean;
  total_orders: number;
  preventive_orders: number;
  corrective_orders: number;
  emergency_orders: number;
  overdue_pms: number;
  /** Seconds down in [tracked_from, to], and in each half of the window. */
  down_seconds: number;
  down_seconds_first: number;
  down_seconds_second: number;
  failures: number;
  failures_first: number;
  failures_second: number;
  recent_failures: number;
  /** Σ and count of the failures' repair times that are known. */
  repair_seconds: number;
  repairs: number;
  labor_minutes: number;
  parts_cost: number;
};

export interface EquipmentScope extends Scope {
  mid: Date;
  recentFrom: Date;
}

/**
 * One row per fleet equipment with its totals over the window, in one statement: every
 * aggregate reads a range of a (warehouse, time) index once and groups by equipment; none runs
 * per equipment but the two index probes of `has_history` and the one of an earlier downtime.
 */
export async function equipmentTotals(db: Executor, s: EquipmentScope): Promise<EquipmentTotals[]> {
  const { warehouseId } = s;
  const overlap = (lo: ReturnType<typeof sql>, hi: ReturnType<typeof sql>) =>
    sql`coalesce(sum(greatest(0, ${seconds(lo, hi)})), 0)::float8`;
  const result = await db.execute<EquipmentTotals>(sql`
    with ${fleetCte(s)}, ${downPiecesCte(s)}, ${failuresCte(s)}, ${costItemsCte(s)},
    created as (
      select equipment_id,
        count(*)::int as total_orders,
        count(*) filter (where type = 'preventive')::int as preventive_orders,
        count(*) filter (where type = 'corrective')::int as corrective_orders,
        count(*) filter (where type = 'emergency')::int as emergency_orders
      from work_orders
      where warehouse_id = ${warehouseId} and deleted_at is null and equipment_id is not null
        and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}
      group by equipment_id
    ),
    overdue as (
      select equipment_id, count(*)::int as overdue_pms
      from work_orders
      where warehouse_id = ${warehouseId} and deleted_at is null and equipment_id is not null
        and type = 'preventive' and status in ${OPEN_STATUS_SQL} and due_date < ${at(s.to)}
      group by equipment_id
    ),
    down as (
      select equipment_id,
        ${overlap(sql`lo`, sql`hi`)} as down_seconds,
        ${overlap(sql`lo`, sql`least(hi, ${at(s.mid)})`)} as down_seconds_first,
        ${overlap(sql`greatest(lo, ${at(s.mid)})`, sql`hi`)} as down_seconds_second
      from down_pieces group by equipment_id
    ),
    failed as (
      select equipment_id,
        count(*)::int as failures,
        count(*) filter (where happened_at < ${at(s.mid)})::int as failures_first,
        count(*) filter (where happened_at >= ${at(s.mid)})::int as failures_second,
        count(*) filter (where happened_at >= ${at(s.recentFrom)})::int as recent_failures,
        coalesce(sum(repair_seconds), 0)::float8 as repair_seconds,
        count(repair_seconds)::int as repairs
      from failures group by equipment_id
    ),
    spent as (
      select equipment_id, sum(labor_minutes)::float8 as labor_minutes, sum(parts_cost)::float8 as parts_cost
      from cost_items group by equipment_id
    ),
    down_now as (
      select distinct equipment_id from downtime
      where warehouse_id = ${warehouseId} and ended_at is null and deleted_at is null
    )
    select f.id, f.name, f.asset_tag, f.status, f.criticality, f.tracked_from,
      f.tracked_from < ${at(s.to)} and (created.equipment_id is not null or ${anyRecordSql(s)}) as has_history,
      down_now.equipment_id is not null as is_down,
      coalesce(created.total_orders, 0) as total_orders,
      coalesce(created.preventive_orders, 0) as preventive_orders,
      coalesce(created.corrective_orders, 0) as corrective_orders,
      coalesce(created.emergency_orders, 0) as emergency_orders,
      coalesce(overdue.overdue_pms, 0) as overdue_pms,
      coalesce(down.down_seconds, 0) as down_seconds,
      coalesce(down.down_seconds_first, 0) as down_seconds_first,
      coalesce(down.down_seconds_second, 0) as down_seconds_second,
      coalesce(failed.failures, 0) as failures,
      coalesce(failed.failures_first, 0) as failures_first,
      coalesce(failed.failures_second, 0) as failures_second,
      coalesce(failed.recent_failures, 0) as recent_failures,
      coalesce(failed.repair_seconds, 0) as repair_seconds,
      coalesce(failed.repairs, 0) as repairs,
      coalesce(spent.labor_minutes, 0) as labor_minutes,
      coalesce(spent.parts_cost, 0) as parts_cost
    from fleet f
    left join created on created.equipment_id = f.id
    left join overdue on overdue.equipment_id = f.id
    left join down on down.equipment_id = f.id
    left join failed on failed.equipment_id = f.id
    left join spent on spent.equipment_id = f.id
    left join down_now on down_now.equipment_id = f.id`);
  return result.rows.map((row) => ({ ...row, tracked_from: new Date(row.tracked_from) }));
}
