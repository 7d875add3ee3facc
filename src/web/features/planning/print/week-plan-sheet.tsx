import { plantDayOf } from '@shared/planning/plant-time';
import type { Planning, PlanningTechnician } from '@shared/schemas/planning';
import { formatDateRange, formatDateTime, formatHours } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { WeekPlanDay, type ScheduledCard } from './week-plan-day';

/** The technician's scheduled orders on each of their days, by start time. */
function ordersOfDays(planning: Planning, technician: PlanningTechnician): Map<string, ScheduledCard[]> {
  const byDay = new Map<string, ScheduledCard[]>(technician.days.map((day) => [day.date, []]));
  const mine = planning.orders
    .filter(
      (order): order is ScheduledCard => order.assignedTo === technician.id && order.scheduledStart !== null,
    )
    // ISO instants in UTC: their text order is their time order.
    .sort((a, b) => a.scheduledStart.localeCompare(b.scheduledStart));
  for (const order of mine) byDay.get(plantDayOf(order.scheduledStart, planning.timezone))?.push(order);
  return byDay;
}

/** One technician's week on one A4 landscape page: a column per day, planned hours against capacity. */
export function WeekPlanSheet({
  planning,
  technician,
  plantName,
  printedAt,
}: {
  planning: Planning;
  technician: PlanningTechnician;
  plantName: string | undefined;
  printedAt: Date;
}) {
  const t = useT(planningMessages);
  const byDay = ordersOfDays(planning, technician);
  const load = technician.days.reduce((sum, day) => sum + day.load, 0);
  const capacity = technician.days.reduce((sum, day) => sum + day.capacity, 0);
  return (
    <article
      aria-label={t('print.sheet', { name: technician.name })}
      className="grid min-w-[260mm] gap-3 rounded-md border border-neutral-300 bg-white p-[8mm] text-[11px] leading-snug text-neutral-900 shadow-sm print:min-w-0 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-b-2 border-neutral-900 pb-2">
        <div>
          {plantName ? <p className="text-neutral-600">{plantName}</p> : null}
          <h2 className="text-lg font-semibold">{technician.name}</h2>
        </div>
        <p className="font-medium">
          {t('print.weekOf', {
            range: formatDateRange(
              `${planning.from}T00:00:00Z`,
              `${planning.to}T00:00:00Z`,
              { day: 'numeric', month: 'short', year: 'numeric' },
              // Plant days are calendar dates: read at UTC midnight and written in UTC, they never shift.
              { timeZone: 'UTC' },
            ),
          })}
        </p>
        <p className="tabular-nums">
          {t('print.planned', { load: formatHours(load), capacity: formatHours(capacity) })}
        </p>
        <p className="text-neutral-600">{t('print.printed', { date: formatDateTime(printedAt) })}</p>
      </header>
      <div className="grid grid-cols-7 border border-neutral-400">
        {technician.days.map((day) => (
          <WeekPlanDay
            key={day.date}
            day={day}
            orders={byDay.get(day.date) ?? []}
            timeZone={planning.timezone}
          />
        ))}
      </div>
    </article>
  );
}
