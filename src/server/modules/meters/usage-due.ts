import { sql } from 'drizzle-orm';
import { usageDueTotal } from '../../../shared/meter-rules';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../db/sql/uuid-array';

/** Which meters to look at: one warehouse's, narrowed to one meter or to some equipment. */
export interface UsageDueScope {
  warehouseId: string;
  meterId?: string;
  equipmentIds?: readonly string[];
}

/** One usage-based PM template on one counter meter of an asset of its model. */
export interface UsageDue {
  templateId: string;
  /** "Gearbox – Change oil", as the PM calendar names a template. */
  pmTitle: string;
  equipmentId: string;
  meterId: string;
  usageInterval: number;
  /** The meter's total at its latest reading (null before the first). */
  meterTotal: number | null;
  /** When the last order of this template on this asset was completed, if ever. */
  lastCompletedAt: Date | null;
  /** The counter total at which the next order falls due; null while the meter has no reading. */
  dueAtTotal: number | null;
}

interface UsageDueRow extends Record<string, unknown> {
  template_id: string;
  component: string;
  action: string;
  equipment_id: string;
  meter_id: string;
  usage_interval: number;
  meter_total: number | null;
  last_completed_at: Date | string | null;
  total_at_completion: number | null;
  start_total: number | null;
}

/**
 * The due totals of usage-based PM (issue 24) for the counters in scope: every active template
 * triggered by usage (`usage`, `usage_or_calendar`) whose model matches the asset's and whose
 * meter name matches the meter's (both case-insensitive, as the PM scheduler matches templates).
 * Due = the total of the latest reading at or before the last completion of that template on
 * that asset, plus the interval; with no completion (or no reading before it), the first multiple
 * of the interval above the total when the plan began: the latest reading at or before the
 * template's creation, else the meter's first (`usageDueTotal`, ADR 53). Every lookup per pair is
 * a probe of an index: the last completion (work_orders_pm_completed_idx), the totals then and at
 * the plan's start (meter_readings_meter_read_at_idx). Used by the forecast and the PM scheduler.
 */
export async function usageDueTotals(db: Executor, scope: UsageDueScope): Promise<UsageDue[]> {
  const narrow = [
    scope.meterId ? sql`and m.id = ${scope.meterId}` : sql``,
    scope.equipmentIds ? sql`and m.equipment_id = any(${uuidArray(scope.equipmentIds)})` : sql``,
  ];
  const result = await db.execute<UsageDueRow>(sql`
    select t.id as template_id, t.component, t.action, t.usage_interval,
      e.id as equipment_id, m.id as meter_id, m.total as meter_total,
      last.completed_at as last_completed_at, at_completion.total as total_at_completion,
      coalesce(at_start.total, first.total) as start_total
    from meters m
    join equipment e on e.id = m.equipment_id and e.deleted_at is null
    join pm_templates t on t.warehouse_id = m.warehouse_id and lower(t.model) = lower(e.model)
      and lower(t.meter_name) = lower(m.name) and t.active and t.deleted_at is null
      and t.trigger_kind in ('usage', 'usage_or_calendar') and t.usage_interval > 0
    left join lateral (
      select max(w.completed_at) as completed_at from work_orders w
      where w.pm_template_id = t.id and w.equipment_id = e.id and w.deleted_at is null and w.completed_at is not null
    ) last on true
    left join lateral (
      select r.total from meter_readings r
      where r.meter_id = m.id and r.read_at <= last.completed_at
      order by r.read_at desc limit 1
    ) at_completion on true
    left join lateral (
      select r.total from meter_readings r
      where r.meter_id = m.id and r.read_at <= t.created_at
      order by r.read_at desc limit 1
    ) at_start on true
    left join lateral (
      select r.total from meter_readings r where r.meter_id = m.id order by r.read_at asc limit 1
    ) first on true
    where m.warehouse_id = ${scope.warehouseId} and m.deleted_at is null and m.kind = 'counter' ${narrow[0]} ${narrow[1]}
    order by m.id, t.id`);
  return result.rows.map((r) => ({
    templateId: r.template_id,
    pmTitle: `${r.component} – ${r.action}`,
    equipmentId: r.equipment_id,
    meterId: r.meter_id,
    usageInterval: Number(r.usage_interval),
    meterTotal: r.meter_total === null ? null : Number(r.meter_total),
    lastCompletedAt: r.last_completed_at === null ? null : new Date(r.last_completed_at),
    dueAtTotal: usageDueTotal(Number(r.usage_interval), {
      atLastCompletion: r.total_at_completion === null ? null : Number(r.total_at_completion),
      atPlanStart: r.start_total === null ? null : Number(r.start_total),
    }),
  }));
}
