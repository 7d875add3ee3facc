import { useState } from 'react';
import { ChevronUp } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { formatDay } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import type { CalendarDay } from './calendar-days';
import { EntryRow, entryIsOverdue } from './calendar-entry';
import { entryKey } from './entry-key';

function AgendaDay({ day, now }: { day: CalendarDay; now: Date }) {
  const t = useT(preventiveMessages);
  return (
    <li data-day={day.key}>
      <section aria-label={formatDay(day.date, 'long')} className="rounded-xl border bg-card">
        <h3 className="flex items-center justify-between gap-2 border-b px-3 py-2 text-sm font-semibold">
          <span>
            {formatDay(day.date, 'short')}
            {day.isToday ? (
              <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                {t('calendar.today')}
              </span>
            ) : null}
          </span>
          <span className="text-xs font-normal text-muted-foreground">{day.entries.length}</span>
        </h3>
        <ul className="grid grid-cols-1 divide-y">
          {day.entries.map((entry) => (
            <li key={entryKey(entry)}>
              <EntryRow entry={entry} now={now} />
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}

/**
 * Phones: the month as a list of the days that have work, instead of a cramped grid. In the
 * current month the days already behind us start folded away, unless they hold overdue work,
 * so the list opens on what is still to do.
 */
export function AgendaList({
  days,
  now,
  todayKey,
}: {
  days: readonly CalendarDay[];
  now: Date;
  /** Set when the month shown is the current one. */
  todayKey?: string;
}) {
  const t = useT(preventiveMessages);
  const [showEarlier, setShowEarlier] = useState(false);
  const isFolded = (day: CalendarDay) =>
    todayKey !== undefined && day.key < todayKey && !day.entries.some((entry) => entryIsOverdue(entry, now));
  const folded = days.filter(isFolded);
  const shown = showEarlier ? days : days.filter((day) => !isFolded(day));
  return (
    <div className="grid grid-cols-1 gap-3">
      {folded.length > 0 && !showEarlier ? (
        <Button variant="outline" onClick={() => setShowEarlier(true)}>
          <ChevronUp aria-hidden />
          {t('calendar.showEarlier', { count: folded.length })}
        </Button>
      ) : null}
      <ol className="grid grid-cols-1 gap-3">
        {shown.map((day) => (
          <AgendaDay key={day.key} day={day} now={now} />
        ))}
      </ol>
    </div>
  );
}
