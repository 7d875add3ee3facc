import type { CalendarEntry } from '../../../shared/schemas/pm';
import type { WorkOrderStatus } from '../../../shared/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './calendar.repository';

const MAX_MONTHS_AWAY = 24;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The PM calendar (issue 4 §8): a month of preventive orders and the due dates still to be generated. */
export function createCalendarService({ db, clock }: { db: Database; clock: Clock }) {
  async function month(actor: AuthContext, month: string): Promise<CalendarEntry[]> {
    const [year, monthIndex] = month.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, monthIndex - 1, 1));
    const end = new Date(Date.UTC(year, monthIndex, 1));
    const now = clock.now();
    const monthsAway = Math.abs((year - now.getUTCFullYear()) * 12 + (monthIndex - 1 - now.getUTCMonth()));
    if (monthsAway > MAX_MONTHS_AWAY) {
      throw new AppError('VALIDATION_FAILED', 'Choose a month within two years of today');
    }
    const [orders, forecasts] = await Promise.all([
      repo.preventiveOrdersDue(db, actor.warehouseId, start, end),
      end > now
        ? repo.forecastDueDates(db, actor.warehouseId, { start, end, today: now })
        : Promise.resolve([]),
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
      })),
      ...forecasts.map((f) => ({
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
      })),
    ];
    return entries.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  }
  return { month };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
