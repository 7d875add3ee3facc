import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pmSchedulerState } from '../../db/schema';
import { frequencyInterval } from './frequency';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

/**
 * Pairs of an active template and an active equipment of its model, with the due date of the
 * pair's next PM (`next_due`, when none is open) and the frequency (`step`): the last completed
 * PM of the pair, else the equipment's install date, else the template's creation, plus the
 * frequency. The cycle never counts from before the plan existed (the template, or the asset in
 * the register), so a new template for a pump installed in 2019 is first due one interval from
 * now, not six years overdue. `greatest` skips a missing install date. `narrow` restricts the
 * pairs further (conditions on `t` and `e`).
 */
export const pairsSql = (warehouseIds: string, narrow: SQL = sql`true`) => sql`
  select t.id as template_id, t.organization_id, t.warehouse_id, t.frequency, t.component, t.action,
    t.description as template_description, t.estimated_duration, t.checklist,
    e.id as equipment_id, e.asset_tag, e.model, e.area,
    coalesce(last.completed_at, greatest(e.install_date::timestamptz, t.created_at, e.created_at))
      + ${frequencyInterval(sql`t.frequency`)} as next_due,
    ${frequencyInterval(sql`t.frequency`)} as step
  from pm_templates t
  join equipment e on e.warehouse_id = t.warehouse_id and lower(e.model) = lower(t.model)
    and e.status = 'active' and e.deleted_at is null
  left join lateral (
    select max(w.completed_at) as completed_at from work_orders w
    where w.pm_template_id = t.id and w.equipment_id = e.id and w.deleted_at is null and w.completed_at is not null
  ) last on true
  where t.deleted_at is null and t.active and t.warehouse_id = any(${warehouseIds}::uuid[]) and ${narrow}`;

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
  due_date: Date;
};

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
 * model whose next due date (see `pairsSql`) falls before `horizon`, which has no open
 * preventive order yet and lies after the cursor; the first `limit`, in cursor order.
 */
export async function findDuePairs(
  db: Executor,
  scope: { warehouseId: string; equipmentIds: string[]; after: PairCursor },
  horizon: Date,
  limit: number,
): Promise<DuePair[]> {
  const { tagKey, templateId } = scope.after;
  const after =
    templateId === null
      ? sql`lower(e.asset_tag) > ${tagKey}`
      : sql`(lower(e.asset_tag) > ${tagKey} or (lower(e.asset_tag) = ${tagKey} and t.id > ${templateId}))`;
  const result = await db.execute<DuePair>(sql`
    with pairs as (${pairsSql(`{${scope.warehouseId}}`, sql`e.id = any(${`{${scope.equipmentIds.join(',')}}`}::uuid[]) and ${after}`)})
    select p.template_id, p.organization_id, p.warehouse_id, p.equipment_id, p.asset_tag, lower(p.asset_tag) as tag_key,
      p.model, p.area, p.component, p.action, p.template_description, p.estimated_duration, p.checklist,
      p.next_due as due_date
    from pairs p
    -- A probe of the open-PM index per pair (a lateral with a limit), never a walk of every
    -- open PM of the warehouse, which an anti join may choose and each batch would repeat.
    left join lateral (
      select true as found from work_orders o
      where o.pm_template_id = p.template_id and o.equipment_id = p.equipment_id
        and o.deleted_at is null and o.status in ${OPEN_STATUS_SQL}
      limit 1
    ) open on true
    where p.next_due <= ${horizon.toISOString()}::timestamptz and open.found is null
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
