import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatDateParts } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { dayOf, formatWeekDay } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';

const part = (day: string, parts: Intl.DateTimeFormatOptions) =>
  formatDateParts(`${day}T00:00:00Z`, parts, { timeZone: 'UTC' });

/** The week's seven days as tabs, weekday over date so all seven fit a phone's width. */
export function DayTabs({
  days,
  value,
  onChange,
}: {
  days: readonly string[];
  value: string;
  onChange: (day: string) => void;
}) {
  const t = useT(planningMessages);
  const today = dayOf();
  return (
    <Tabs value={value} onValueChange={onChange}>
      <TabsList layout="grid" className="grid-cols-7" aria-label={t('week.dayTabs')}>
        {days.map((day) => (
          <TabsTrigger
            key={day}
            value={day}
            aria-label={formatWeekDay(day, 'long')}
            // The day's board is the planning page's, not a panel of these tabs: nothing to point to.
            aria-controls={undefined}
            className="h-12 flex-col gap-0 px-0 text-xs leading-tight touch:h-12"
          >
            <span className={day === today ? 'text-primary' : undefined}>
              {part(day, { weekday: 'short' })}
            </span>
            <span className="tabular-nums">{part(day, { day: 'numeric' })}</span>
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
