import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { formatDateRange } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { dayOf, weekDays } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';

export type BoardView = 'week' | 'day';

/** Previous, this and next week, the week shown, and (on wide screens) the week or day view. */
export function WeekNavigation({
  week,
  onWeekChange,
  view,
  onViewChange,
}: {
  /** The Monday of the week shown. */
  week: string;
  onWeekChange: (change: -1 | 0 | 1) => void;
  view: BoardView | null;
  onViewChange: (view: BoardView) => void;
}) {
  const t = useT(planningMessages);
  const days = weekDays(week);
  const isThisWeek = days.includes(dayOf());
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="icon" aria-label={t('week.previous')} onClick={() => onWeekChange(-1)}>
        <ChevronLeft aria-hidden />
      </Button>
      <h2 className="min-w-36 text-center text-lg font-semibold tabular-nums" aria-live="polite">
        {formatDateRange(
          `${days[0]}T00:00:00Z`,
          `${days[6]}T00:00:00Z`,
          { day: 'numeric', month: 'short', year: 'numeric' },
          { timeZone: 'UTC' },
        )}
      </h2>
      <Button variant="outline" size="icon" aria-label={t('week.next')} onClick={() => onWeekChange(1)}>
        <ChevronRight aria-hidden />
      </Button>
      <Button variant="ghost" disabled={isThisWeek} onClick={() => onWeekChange(0)}>
        {t('week.this')}
      </Button>
      {view ? (
        <div
          role="group"
          aria-label={t('week.view')}
          className="ml-auto inline-flex gap-1 rounded-lg bg-muted p-1"
        >
          {(['week', 'day'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'outline' : 'ghost'}
              aria-pressed={view === option}
              className="h-8"
              onClick={() => onViewChange(option)}
            >
              {option === 'week' ? t('week.viewWeek') : t('week.viewDay')}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
