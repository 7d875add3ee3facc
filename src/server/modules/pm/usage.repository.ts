import { sql } from 'drizzle-orm';
import { FORECAST_WINDOW_DAYS } from '../../../shared/meter-forecast';
import type { PmTriggerKind } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import { isAnyOf, uuidArray } from '../../db/sql/uuid-array';
import { meteredPairsSql } from './scheduler.repository';

export type UsagePairRow = {
  template_id: string;
  equipment_id: string;
  asset_tag: string;
  component: string;
  action: string;
  trigger_kind: PmTriggerKind;
  usage_interval: number;
  /** The calendar part's due date (`usage_or_calendar`), else null. */
  next_due: Date | null;
  meter_id: string;
  meter_unit: string;
  due_total: number;
};

/**
 * Pairs of an active counter-triggered template (`usage`, `usage_or_calendar`) and an active
 * asset of its model which has the template's meter with a reading, and no open order: the ones
 * whose next order is still to come, to be forecast (`templateIds` narrows to those templates).
 */
export async function pairsToForecast(
  db: Executor,
  warehouseId: string,
  templateIds?: readonly string[],
): Promise<UsagePairRow[]> {
  const ofTemplates = templateIds === undefined ? sql`true` : isAnyOf(sql`t.id`, templateIds);
  const result = await db.execute<UsagePairRow>(sql`
    with pairs as (${meteredPairsSql(warehouseId, sql`t.trigger_kind in ('usage', 'usage_or_calendar') and ${ofTemplates}`)})
    select p.template_id, p.equipment_id, p.asset_tag, p.component, p.action, p.trigger_kind, p.usage_interval,
      p.next_due, p.meter_id, p.meter_unit, p.due_total
    from pairs p
    where p.meter_id is not null and p.due_total is not null
      and not exists (
        select 1 from work_orders o
        where o.pm_template_id = p.template_id and o.equipment_id = p.equipment_id
          and o.deleted_at is null and o.status in ${OPEN_STATUS_SQL})
    order by lower(p.asset_tag), p.template_id`);
  return result.rows;
}

/** A meter's readings in the window, oldest first, as parallel arrays (time in ms since 1970). */
export type WindowReadings = {
  meter_id: string;
  readings: { at: number[]; total: number[]; reset: boolean[] };
};

/**
 * The readings a forecast reads (FORECAST_WINDOW_DAYS before each meter's latest): one index
 * range per meter, whatever the length of its history, and one row per meter with its readings
 * as arrays: a row per reading cost more to send and parse than the forecasts themselves.
 */
export async function windowReadings(db: Executor, meterIds: readonly string[]): Promise<WindowReadings[]> {
  if (meterIds.length === 0) return [];
  const result = await db.execute<WindowReadings>(sql`
    select m.id as meter_id, r.readings
    from meters m
    cross join lateral (
      select json_build_object(
        'at', coalesce(json_agg(extract(epoch from r.read_at) * 1000 order by r.read_at), '[]'),
        'total', coalesce(json_agg(r.total order by r.read_at), '[]'),
        'reset', coalesce(json_agg(r.reset is not null order by r.read_at), '[]')) as readings
      from meter_readings r
      where r.meter_id = m.id and r.read_at >= m.last_read_at - ${FORECAST_WINDOW_DAYS} * interval '1 day'
        and r.total is not null
    ) r
    where m.id = any(${uuidArray(meterIds)}) and m.last_read_at is not null`);
  return result.rows;
}

/** One counter-triggered template on one meter: the PM it is, and the total it falls due at. */
export interface UsageDue {
  templateId: string;
  /** "Gearbox – Change oil", as the PM calendar names a template. */
  pmTitle: string;
  usageInterval: number;
  /** The counter total at which the next order falls due; null while the meter has no reading. */
  dueAtTotal: number | null;
}

/** A meter, and the asset and plant it belongs to. */
export interface MeterOfAsset {
  id: string;
  equipmentId: string;
  warehouseId: string;
}

/**
 * The counter-triggered PM on one meter and their due totals, by the scheduler's own rule
 * (`meteredPairsSql`): the meter's forecast reads the due total the scheduler raises the order at.
 */
export async function usageDuesOnMeter(db: Executor, meter: MeterOfAsset): Promise<UsageDue[]> {
  const result = await db.execute<{
    template_id: string;
    component: string;
    action: string;
    usage_interval: number;
    due_total: number | null;
  }>(sql`
    with pairs as (${meteredPairsSql(
      meter.warehouseId,
      sql`t.trigger_kind in ('usage', 'usage_or_calendar') and t.usage_interval > 0 and e.id = ${meter.equipmentId}`,
    )})
    select p.template_id, p.component, p.action, p.usage_interval, p.due_total
    from pairs p where p.meter_id = ${meter.id}
    order by p.due_total nulls last, p.template_id`);
  return result.rows.map((r) => ({
    templateId: r.template_id,
    pmTitle: `${r.component} – ${r.action}`,
    usageInterval: Number(r.usage_interval),
    dueAtTotal: r.due_total === null ? null : Number(r.due_total),
  }));
}
