import { cn } from '@web/lib/cn';
import { formatDateParts, formatDay } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import { weekdayLabels, type CalendarDay } from './calendar-days';
import { EntryChip } from './calendar-entry';
import { DayPopover } from './day-popover';
import { entryKey } from './entry-key';

/** A day shows up to three entries; a fuller day shows two and "+N more", so rows stay even. */
export const MAX_VISIBLE_ENTRIES = 3;

export function visibleEntries(day: CalendarDay) {
  const fits = day.entries.length <= MAX_VISIBLE_ENTRIES;
  const shown = fits ? day.entries : day.entries.slice(0, MAX_VISIBLE_ENTRIES - 1);
  return { shown, hidden: day.entries.length - shown.length };
}

function DayCell({ day, now }: { day: CalendarDay; now: Date }) {
  const t = useT(preventiveMessages);
  const { shown, hidden } = visibleEntries(day);
  const dayName = formatDay(day.date, 'long');
  const label = day.isToday ? t('calendar.dayToday', { day: dayName }) : dayName;
  return (
    <section
      aria-label={label}
      data-day={day.key}
      className={cn(
        'flex min-h-32 min-w-0 flex-col gap-1 border-t border-l p-1.5',
        !day.isInMonth && 'bg-muted/40',
        day.isToday && 'bg-primary/5',
      )}
    >
      <span
        className={cn(
          'flex size-6 items-center justify-center self-start rounded-full text-xs tabular-nums',
          day.isInMonth ? 'font-medium' : 'text-muted-foreground',
          day.isToday && 'bg-primary font-semibold text-primary-foreground',
        )}
        aria-hidden
      >
        {formatDateParts(day.date, { day: 'numeric' })}
      </span>
      {shown.length > 0 ? (
        <ul className="grid grid-cols-1 gap-1">
          {shown.map((entry) => (
            <li key={entryKey(entry)} className="min-w-0">
              <EntryChip entry={entry} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? <DayPopover day={day} hidden={hidden} now={now} /> : null}
    </section>
  );
}

/** The month as whole weeks, Monday first, today highlighted. */
export function MonthGrid({ weeks, now }: { weeks: readonly CalendarDay[][]; now: Date }) {
  return (
    <div className="overflow-hidden rounded-xl border-r border-b bg-card">
      <div className="grid grid-cols-7" aria-hidden>
        {weekdayLabels().map((weekday) => (
          <div
            key={weekday}
            className="border-l bg-muted/50 px-2 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase"
          >
            {weekday}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.key} className="grid grid-cols-7">
          {week.map((day) => (
            <DayCell key={day.key} day={day} now={now} />
          ))}
        </div>
      ))}
    </div>
  );
}
