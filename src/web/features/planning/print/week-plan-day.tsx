import type { PlanningCard, PlanningTechnician } from '@shared/schemas/planning';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { cn } from '@web/lib/cn';
import { formatHours, formatTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { formatWeekDay } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';

type PlanningDay = PlanningTechnician['days'][number];

/** A card with its start: what a day column shows. */
export type ScheduledCard = PlanningCard & { scheduledStart: string };

function PlannedOrder({ order, timeZone }: { order: ScheduledCard; timeZone: string }) {
  const labels = useWorkOrderLabels();
  return (
    <li className="grid gap-0.5 border-b border-neutral-300 py-1.5 break-inside-avoid last:border-b-0">
      <p className="flex items-baseline justify-between gap-1">
        <span className="tabular-nums">{formatTime(order.scheduledStart, { timeZone })}</span>
        <span className="font-mono font-semibold">{order.foNumber}</span>
      </p>
      <p className="line-clamp-3 wrap-anywhere">{order.description}</p>
      {order.asset ? <p className="text-neutral-600 wrap-anywhere">{order.asset}</p> : null}
      <p className="flex justify-between gap-1 text-neutral-600">
        <span>{labels.priority(order.priority)}</span>
        <span className="tabular-nums">{formatHours(order.hours)}</span>
      </p>
    </li>
  );
}

/** One day's column of the printed week: its orders by start time, then planned hours against capacity. */
export function WeekPlanDay({
  day,
  orders,
  timeZone,
}: {
  day: PlanningDay;
  orders: readonly ScheduledCard[];
  timeZone: string;
}) {
  const t = useT(planningMessages);
  const isOver = day.load > day.capacity;
  const load = { load: formatHours(day.load), capacity: formatHours(day.capacity) };
  return (
    <section
      aria-label={formatWeekDay(day.date, 'long')}
      className="flex min-w-0 flex-col border-neutral-400 [&:not(:first-child)]:border-l"
    >
      <header className="border-b border-neutral-400 px-1.5 py-1">
        <h3 className="font-semibold">{formatWeekDay(day.date)}</h3>
        {day.timeOffReason ? (
          <p className="text-neutral-600 italic">{t('print.off', { reason: day.timeOffReason })}</p>
        ) : null}
      </header>
      <ul className="flex-1 px-1.5">
        {orders.map((order) => (
          <PlannedOrder key={order.id} order={order} timeZone={timeZone} />
        ))}
      </ul>
      <p className={cn('border-t border-neutral-400 px-1.5 py-1 tabular-nums', isOver && 'font-semibold')}>
        {isOver ? t('print.dayLoadOver', load) : t('print.dayLoad', load)}
      </p>
    </section>
  );
}
