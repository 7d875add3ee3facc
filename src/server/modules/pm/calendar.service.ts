import type { CalendarEntry } from '../../../shared/schemas/pm';
import type { WorkOrderStatus } from '../../../shared/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './calendar.repository';
import { usageForecasts, type PairForecast } from './usage-forecasts';
import { usageBasis } from './usage-trigger';
import { phrase } from '../../../shared/i18n/error-texts';

const MAX_MONTHS_AWAY = 24;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const NO_RANGE = { earliest: null, latest: null, basis: null };

const pairKey = (templateId: string, equipmentId: string) => `${templateId}/${equipmentId}`;

/**
 * The usage forecasts the calendar shows (issue 24 §5): a pair's forecast due date, which for
 * "usage or calendar" is shown only when it comes before the calendar's own date (then that
 * pair's calendar dates are not shown: whichever comes first restarts the cycle). A forecast
 * already past shows as due now, like a calendar date: the next run raises it.
 */
function usageEntries(forecasts: readonly PairForecast[], now: Date) {
  const entries: CalendarEntry[] = [];
  const replacing = new Set<string>();
  const notBefore = (d: Date) => (d < now ? now : d);
  for (const { pair, forecast } of forecasts) {
    const due = notBefore(forecast.nextDueAt);
    if (pair.trigger_kind === 'usage_or_calendar' && pair.next_due !== null) {
      if (due >= notBefore(new Date(pair.next_due))) continue;
      replacing.add(pairKey(pair.template_id, pair.equipment_id));
    }
    entries.push({
      date: dayOf(due),
      kind: 'usage_forecast',
      workOrderId: null,
      foNumber: null,
      status: null,
      templateId: pair.template_id,
      equipmentId: pair.equipment_id,
      assetTag: pair.asset_tag,
      title: `${pair.component} – ${pair.action}`,
      dueDate: due.toISOString(),
      waitsFor: null,
      earliest: notBefore(forecast.earliest).toISOString(),
      latest: notBefore(forecast.latest).toISOString(),
      basis: usageBasis({
        interval: Number(pair.usage_interval),
        dueAtTotal: Number(pair.due_total),
        rate: forecast.rate,
        unit: pair.meter_unit,
      }),
    });
  }
  return { entries, replacing };
}

/** The PM calendar (issue 4 §8): a month of preventive orders and the due dates still to be generated. */
export function createCalendarService({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * The PM still to be raised with a due date in [start, end): the calendar templates' coming due
   * dates and the usage forecasts, never an order already raised. Nothing of it lies in the past:
   * a date gone by is due now. The calendar shows them; the planning board draws them as ghosts
   * (ADR 57).
   */
  async function coming(warehouseId: string, start: Date, end: Date): Promise<CalendarEntry[]> {
    const now = clock.now();
    if (end <= now) return [];
    const [forecasts, usage] = await Promise.all([
      repo.forecastDueDates(db, warehouseId, { start, end, today: now }),
      usageForecasts(db, warehouseId),
    ]);
    const byUsage = usageEntries(usage, now);
    const inRange = (e: CalendarEntry) => e.dueDate >= start.toISOString() && e.dueDate < end.toISOString();
    return [
      ...forecasts
        .filter((f) => !byUsage.replacing.has(pairKey(f.template_id, f.equipment_id)))
        .map((f) => ({
          date: dayOf(new Date(f.due_date)),
          kind: 'forecast' as const,
          workOrderId: null,
          foNumber: null,
          status: null,
          templateId: f.template_id,
          equipmentId: f.equipment_id,
          assetTag: f.asset_tag,
          title: `${f.component} – ${f.action}`,
          dueDate: new Date(f.due_date).toISOString(),
          waitsFor: f.waits_for,
          ...NO_RANGE,
        })),
      ...byUsage.entries.filter(inRange),
    ];
  }

  async function month(actor: AuthContext, month: string): Promise<CalendarEntry[]> {
    const [year, monthIndex] = month.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, monthIndex - 1, 1));
    const end = new Date(Date.UTC(year, monthIndex, 1));
    const now = clock.now();
    const monthsAway = Math.abs((year - now.getUTCFullYear()) * 12 + (monthIndex - 1 - now.getUTCMonth()));
    if (monthsAway > MAX_MONTHS_AWAY) {
      throw new AppError('VALIDATION_FAILED', phrase('pm.monthOutOfRange'));
    }
    const [orders, toCome] = await Promise.all([
      repo.preventiveOrdersDue(db, actor.warehouseId, start, end),
      coming(actor.warehouseId, start, end),
    ]);
    const entries: CalendarEntry[] = [
      ...orders.map((o) => ({
        date: dayOf(new Date(o.due_date)),
        kind: 'work_order' as const,
        workOrderId: o.id,
        foNumber: o.fo_number,
        status: o.status as WorkOrderStatus,
        templateId: o.pm_template_id,
        equipmentId: o.equipment_id,
        assetTag: o.asset_tag,
        title: o.description,
        dueDate: new Date(o.due_date).toISOString(),
        waitsFor: null,
        ...NO_RANGE,
      })),
      ...toCome,
    ];
    return entries.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  }
  return { month, coming };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
