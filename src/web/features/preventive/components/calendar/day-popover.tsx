import { Popover } from 'radix-ui';
import { formatDateParts, formatDay } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import type { CalendarDay } from './calendar-days';
import { EntryRow } from './calendar-entry';
import { entryKey } from './entry-key';

/** "+N more": the whole day in a popover, so a busy day never stretches its week. */
export function DayPopover({ day, hidden, now }: { day: CalendarDay; hidden: number; now: Date }) {
  const t = useT(preventiveMessages);
  return (
    <Popover.Root>
      <Popover.Trigger className="w-full rounded-md px-1.5 py-0.5 text-left text-[11px] font-medium text-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
        {t('calendar.more', { count: hidden })}
        <span className="sr-only">
          {' '}
          {t('calendar.moreOn', { date: formatDateParts(day.date, { day: 'numeric', month: 'long' }) })}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={12}
          className="z-50 max-h-[min(24rem,var(--radix-popover-content-available-height))] w-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-pop-in"
          aria-label={t('calendar.dayWork', { date: formatDay(day.date, 'long') })}
        >
          <p className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
            {t('calendar.dayItems', { date: formatDay(day.date, 'long'), count: day.entries.length })}
          </p>
          <ul className="grid grid-cols-1">
            {day.entries.map((entry) => (
              <li key={entryKey(entry)}>
                <EntryRow entry={entry} now={now} />
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
