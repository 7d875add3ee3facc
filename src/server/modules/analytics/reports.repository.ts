import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  at,
  costItemsCte,
  downPiecesCte,
  failuresCte,
  fleetCte,
  linkedCte,
  monthOf,
  seconds,
  type Scope,
} from './analytics-sql';

export async function plantSettings(db: Executor, warehouseId: string) {
  const result = await db.execute<{
    name: string;
    labor_rate: string | null;
    monthly_budget: string | null;
    currency: string;
  }>(sql`select name, labor_rate, monthly_budget, currency from warehouses where id = ${warehouseId}`);
  const row = result.rows[0];
  const toNumber = (value: string | null | undefined) => (value == null ? null : Number(value));
  return {
    warehouseName: row?.name ?? '',
    laborRate: toNumber(row?.labor_rate),
    monthlyBudget: toNumber(row?.monthly_budget),
    currency: row?.currency ?? 'USD',
  };
}

export type CostSums = {
  labor_minutes: number;
  parts_cost: number;
};

/** Labour minutes and parts cost of an equipment in the window: in all, and on planned (preventive) orders. */
export type Spending = CostSums & {
  /** Null: orders without equipment. */
  equipment_id: string | null;
  /** Null for orders without equipment and for deleted equipment. */
  asset_tag: string | null;
  name: string | null;
  planned_labor_minutes: number;
  planned_parts_cost: number;
};

/** What was spent in the window per equipment (orders without one together), in one pass over the spending. */
export async function spendingByEquipment(db: Executor, s: Scope): Promise<Spending[]> {
  const result = await db.execute<Spending>(sql`
    with ${costItemsCte(s)},
    sums as (
      select equipment_id, sum(labor_minutes) as labor_minutes, sum(parts_cost) as parts_cost,
        coalesce(sum(labor_minutes) filter (where planned), 0) as planned_labor_minutes,
        coalesce(sum(parts_cost) filter (where planned), 0) as planned_parts_cost
      from cost_items group by equipment_id
    )
    select sums.*, e.asset_tag, e.name
    from sums left join equipment e on e.id = sums.equipment_id and e.deleted_at is null`);
  return result.rows;
}

/** Labour minutes and parts cost by calendar month (UTC) of the spending. */
export async function costByMonth(db: Executor, s: Scope) {
  const result = await db.execute<CostSums & { month: string }>(sql`
    with ${costItemsCte(s)}
    select ${monthOf(sql`spent_at`)} as month, sum(labor_minutes) as labor_minutes, sum(parts_cost) as parts_cost
    from cost_items group by 1`);
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
    with ${fleetCte(s)}, ${linkedCte(s)}, ${failuresCte(s)}
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
    with ${fleetCte(s)}, ${linkedCte(s)}, ${failuresCte(s)}
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
    with recursive ${fleetCte(s)}, ${downPiecesCte(s)}
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
