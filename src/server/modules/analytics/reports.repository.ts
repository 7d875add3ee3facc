import { sql } from 'drizzle-orm';
import type { WorkOrderType } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { at, costItemsCte, downPiecesCte, failuresCte, fleetCte, seconds, type Scope } from './analytics-sql';

/** The month (YYYY-MM, UTC) of a timestamp column. */
const monthOf = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

export async function plantSettings(db: Executor, warehouseId: string) {
  const result = await db.execute<{
    labor_rate: string | null;
    monthly_budget: string | null;
    currency: string;
  }>(sql`select labor_rate, monthly_budget, currency from warehouses where id = ${warehouseId}`);
  const row = result.rows[0];
  const toNumber = (value: string | null | undefined) => (value == null ? null : Number(value));
  return {
    laborRate: toNumber(row?.labor_rate),
    monthlyBudget: toNumber(row?.monthly_budget),
    currency: row?.currency ?? 'USD',
  };
}

export type CostSums = {
  labor_minutes: number;
  parts_cost: number;
};

/** Labour minutes and parts cost of the window by the type of the order they were spent on. */
export async function costByType(db: Executor, s: Scope) {
  const result = await db.execute<CostSums & { type: WorkOrderType }>(sql`
    with ${costItemsCte(s)}
    select type, sum(labor_minutes)::float8 as labor_minutes, sum(parts_cost)::float8 as parts_cost
    from cost_items group by type`);
  return result.rows;
}

/** The same by calendar month (UTC) of the spending. */
export async function costByMonth(db: Executor, s: Scope) {
  const result = await db.execute<CostSums & { month: string }>(sql`
    with ${costItemsCte(s)}
    select ${monthOf(sql`spent_at`)} as month,
      sum(labor_minutes)::float8 as labor_minutes, sum(parts_cost)::float8 as parts_cost
    from cost_items group by 1`);
  return result.rows;
}

/** The same per equipment of the warehouse that had spending (retired ones too: the money was spent). */
export async function costByEquipment(db: Executor, s: Scope) {
  const result = await db.execute<CostSums & { equipment_id: string; asset_tag: string; name: string }>(sql`
    with ${costItemsCte(s)}
    select e.id as equipment_id, e.asset_tag, e.name,
      sum(c.labor_minutes)::float8 as labor_minutes, sum(c.parts_cost)::float8 as parts_cost
    from cost_items c join equipment e on e.id = c.equipment_id and e.deleted_at is null
    group by e.id, e.asset_tag, e.name`);
  return result.rows;
}

/** The fleet's failures of the window by the reason of their downtime (null: an order without downtime). */
export async function failuresByReason(db: Executor, s: Scope) {
  const result = await db.execute<{
    reason_code: string | null;
    reason_label: string | null;
    failures: number;
    down_seconds: number;
  }>(sql`
    with ${fleetCte(s)}, ${failuresCte(s)}
    select f.reason_code, r.label as reason_label, count(*)::int as failures,
      sum(f.down_seconds)::float8 as down_seconds
    from failures f
    left join downtime_reasons r on r.code = f.reason_code
      and r.organization_id = (select organization_id from warehouses where id = ${s.warehouseId})
    group by f.reason_code, r.label`);
  return result.rows;
}

/** The fleet's failures by calendar month (UTC), and of those the ones of corrective and emergency orders. */
export async function failuresByMonth(db: Executor, s: Scope) {
  const result = await db.execute<{
    month: string;
    failures: number;
    corrective: number;
    emergency: number;
  }>(sql`
    with ${fleetCte(s)}, ${failuresCte(s)}
    select ${monthOf(sql`happened_at`)} as month, count(*)::int as failures,
      count(*) filter (where order_type = 'corrective')::int as corrective,
      count(*) filter (where order_type = 'emergency')::int as emergency
    from failures group by 1`);
  return result.rows;
}

/** Live orders created in the window: by planned (preventive) or not, and how many are done. */
export async function createdOrders(db: Executor, s: Scope) {
  const result = await db.execute<{ total: number; preventive: number; unplanned: number; done: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where type = 'preventive')::int as preventive,
      count(*) filter (where type in ('corrective', 'emergency'))::int as unplanned,
      count(*) filter (where status in ('completed', 'verified', 'closed'))::int as done
    from work_orders
    where warehouse_id = ${s.warehouseId} and deleted_at is null
      and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}`);
  return result.rows[0] ?? { total: 0, preventive: 0, unplanned: 0, done: 0 };
}

/** The fleet's downtime seconds inside the window, planned and unplanned. */
export async function downtimeByPlanning(db: Executor, s: Scope) {
  const result = await db.execute<{ planned: number; unplanned: number }>(sql`
    with ${fleetCte(s)}, ${downPiecesCte(s)}
    select coalesce(sum(${seconds(sql`lo`, sql`hi`)}) filter (where planned), 0)::float8 as planned,
      coalesce(sum(${seconds(sql`lo`, sql`hi`)}) filter (where not planned), 0)::float8 as unplanned
    from down_pieces`);
  return result.rows[0] ?? { planned: 0, unplanned: 0 };
}

/**
 * The mean satisfaction rating of the live orders verified in the window. Verification has no
 * index of its own; it always comes after creation, so the scan stops at orders created by `to`.
 */
export async function meanRating(db: Executor, s: Scope): Promise<number | null> {
  const result = await db.execute<{ mean: number | null }>(sql`
    select avg(satisfaction_rating)::float8 as mean
    from work_orders
    where warehouse_id = ${s.warehouseId} and deleted_at is null and created_at <= ${at(s.to)}
      and satisfaction_rating is not null
      and verified_at >= ${at(s.from)} and verified_at <= ${at(s.to)}`);
  return result.rows[0]?.mean ?? null;
}

/** Health samples of every instance in the window, and how many found their database. */
export async function healthSamples(db: Executor, window: { from: Date; to: Date }) {
  const result = await db.execute<{ total: number; healthy: number }>(sql`
    select count(*)::int as total, count(*) filter (where healthy)::int as healthy
    from system_metric_samples
    where sampled_at >= ${at(window.from)} and sampled_at <= ${at(window.to)}`);
  return result.rows[0] ?? { total: 0, healthy: 0 };
}
