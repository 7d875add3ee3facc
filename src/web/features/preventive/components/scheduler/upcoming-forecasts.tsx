import { addDays, differenceInCalendarDays } from 'date-fns';
import { CalendarClock, CircleDashed } from 'lucide-react';
import { PM_LOOK_AHEAD_DAYS } from '@shared/constants';
import type { CalendarEntry } from '@shared/schemas/pm';
import { QueryState, Skeletons } from '@web/components/query-state';
import { formatDate, formatDay } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePmCalendar } from '../../api/get-pm-calendar';
import { preventiveMessages } from '../../messages';
import { monthKey, shiftMonth } from '../calendar/calendar-days';

const SHOWN = 6;

/** The forecasts still ahead, soonest first, from this month's and next month's calendar. */
export function nextForecasts(entries: readonly CalendarEntry[], now: Date): CalendarEntry[] {
  return entries
    .filter((entry) => entry.kind === 'forecast' && new Date(entry.dueDate) >= now)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .slice(0, SHOWN);
}

/**
 * When the order appears: the first hourly run that sees the due date within the look-ahead,
 * but never while the asset's previous PM order of that template is still open.
 */
function raisedWhen(t: TextsOf<typeof preventiveMessages>, entry: CalendarEntry, now: Date): string {
  const raisedOn = addDays(new Date(entry.dueDate), -PM_LOOK_AHEAD_DAYS);
  const inWindow = differenceInCalendarDays(raisedOn, now) <= 0;
  if (entry.waitsFor) {
    return inWindow
      ? t('upcoming.onceCompleted', { order: entry.waitsFor })
      : t('upcoming.raisedAfter', { date: formatDate(raisedOn.toISOString()), order: entry.waitsFor });
  }
  return inWindow
    ? t('upcoming.nextRun')
    : t('upcoming.raised', { date: formatDate(raisedOn.toISOString()) });
}

/** What the scheduler will raise next, so a planner can see the work coming before it exists. */
export function UpcomingForecasts() {
  const t = useT(preventiveMessages);
  const now = new Date();
  const thisMonth = usePmCalendar(monthKey(now));
  const nextMonth = usePmCalendar(shiftMonth(monthKey(now), 1));
  const isPending = thisMonth.isPending || nextMonth.isPending;
  const isError = thisMonth.isError || nextMonth.isError;
  const upcoming = nextForecasts([...(thisMonth.data ?? []), ...(nextMonth.data ?? [])], now);
  return (
    <Card role="region" aria-label={t('upcoming.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('upcoming.title')}</CardTitle>
        <CardDescription>{t('upcoming.description')}</CardDescription>
      </CardHeader>
      <div className="pb-2">
        <QueryState
          query={{
            isPending,
            isError,
            data: isPending ? undefined : upcoming,
            refetch: () => Promise.all([thisMonth.refetch(), nextMonth.refetch()]),
          }}
          errorTitle={t('upcoming.fetchFailed')}
          errorClassName="mx-5 mb-3 sm:mx-6"
          loading={
            <Skeletons
              count={3}
              label={t('upcoming.loading')}
              className="grid grid-cols-1 gap-2 px-5 pb-3 sm:px-6"
            >
              {() => <Skeleton className="h-10 w-full" />}
            </Skeletons>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="flex items-center gap-2 border-t px-5 py-4 text-sm text-muted-foreground sm:px-6">
              <CalendarClock className="size-4" aria-hidden />
              {t('upcoming.empty')}
            </p>
          }
        >
          {(list) => (
            <ul className="divide-y border-t">
              {list.map((entry) => (
                <li
                  key={`${entry.templateId ?? ''}-${entry.equipmentId ?? ''}-${entry.date}`}
                  className="flex flex-col gap-0.5 px-5 py-2.5 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
                >
                  <span className="flex items-center gap-1.5 text-sm font-medium">
                    <CircleDashed className="size-3.5 text-primary" aria-hidden />
                    {formatDay(entry.dueDate, 'short')}
                  </span>
                  <span className="line-clamp-2 min-w-0 flex-1 text-sm sm:line-clamp-1">
                    <span className="font-mono">{entry.assetTag}</span>
                    <span className="text-muted-foreground"> · {entry.title}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">{raisedWhen(t, entry, now)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
