import { format } from 'date-fns';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

import { useIsMobile } from '@web/lib/use-is-mobile';
import { formatDateParts } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { usePmCalendar } from '../../api/get-pm-calendar';
import { preventiveMessages } from '../../messages';
import { AgendaList } from './agenda-list';
import { agendaDays, buildMonthGrid, monthKey, monthStart, shiftMonth } from './calendar-days';
import { CalendarLegend } from './calendar-entry';
import { MonthGrid } from './month-grid';

function MonthNavigation({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const t = useT(preventiveMessages);
  const isThisMonth = month === monthKey(new Date());
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('calendar.previousMonth')}
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <h2 className="min-w-36 text-center text-lg font-semibold tabular-nums" aria-live="polite">
        {formatDateParts(monthStart(month), { month: 'long', year: 'numeric' })}
      </h2>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('calendar.nextMonth')}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight aria-hidden />
      </Button>
      <Button variant="ghost" disabled={isThisMonth} onClick={() => onChange(monthKey(new Date()))}>
        {t('calendar.today')}
      </Button>
    </div>
  );
}

/** Calendar (issue 4 §8): preventive orders and the scheduler's forecasts for one month. */
export function CalendarTab({
  month,
  onMonthChange,
}: {
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const t = useT(preventiveMessages);
  const calendar = usePmCalendar(month);
  const isMobile = useIsMobile();
  const now = new Date();
  const entries = calendar.data ?? [];
  const orders = entries.filter((entry) => entry.kind === 'work_order').length;
  const planned = entries.length - orders;
  const days = agendaDays(month, entries, now);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <MonthNavigation month={month} onChange={onMonthChange} />
        {calendar.data ? (
          <p className="text-sm text-muted-foreground">{t('calendar.summary', { orders, planned })}</p>
        ) : null}
      </div>
      {/* The agenda spells out status, Planned and Overdue on each row: phones need no legend. */}
      {isMobile ? null : <CalendarLegend />}
      <QueryState
        query={calendar}
        errorTitle={t('calendar.fetchFailed')}
        showReason
        loading={
          <div aria-label={t('calendar.loading')}>
            <Skeleton className="h-[36rem] w-full rounded-xl" />
          </div>
        }
      >
        {() => (
          <div className={cn('transition-opacity', calendar.isPlaceholderData && 'opacity-60')}>
            {isMobile ? (
              days.length > 0 ? (
                <AgendaList
                  days={days}
                  now={now}
                  todayKey={month === monthKey(now) ? format(now, 'yyyy-MM-dd') : undefined}
                />
              ) : (
                <Card className="border-dashed">
                  <EmptyState
                    icon={CalendarX2}
                    title={t('calendar.empty.title')}
                    description={t('calendar.empty.description')}
                  />
                </Card>
              )
            ) : (
              <>
                <MonthGrid weeks={buildMonthGrid(month, entries, now)} now={now} />
                {entries.length === 0 ? (
                  <p className="mt-3 text-center text-sm text-muted-foreground">{t('calendar.emptyGrid')}</p>
                ) : null}
              </>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
