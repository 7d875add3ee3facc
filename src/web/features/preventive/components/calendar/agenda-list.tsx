import { format } from 'date-fns';
import type { CalendarDay } from './calendar-days';
import { EntryRow } from './calendar-entry';
import { entryKey } from './entry-key';

/** Phones: the month as a list of the days that have work, instead of a cramped grid. */
export function AgendaList({ days, now }: { days: readonly CalendarDay[]; now: Date }) {
  return (
    <ol className="grid grid-cols-1 gap-3">
      {days.map((day) => (
        <li key={day.key} data-day={day.key}>
          <section aria-label={format(day.date, 'EEEE d MMMM')} className="rounded-xl border bg-card">
            <h3 className="flex items-center justify-between gap-2 border-b px-3 py-2 text-sm font-semibold">
              <span>
                {format(day.date, 'EEE d MMM')}
                {day.isToday ? (
                  <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                    Today
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
      ))}
    </ol>
  );
}
