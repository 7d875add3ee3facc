import { useState } from 'react';
import { Popover } from 'radix-ui';
import { Activity } from 'lucide-react';
import type { CalendarEntry } from '@shared/schemas/pm';
import { cn } from '@web/lib/cn';
import { formatDateParts } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';

type T = TextsOf<typeof preventiveMessages>;

const DAY_MONTH = { day: 'numeric', month: 'short' } as const;

const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

/** "Expected 14 Dec, between 11 and 19 Dec": when a usage-based PM should fall due, and its range. */
export function expectedText(t: T, entry: Pick<CalendarEntry, 'dueDate' | 'earliest' | 'latest'>): string {
  const date = formatDateParts(entry.dueDate, DAY_MONTH);
  if (!entry.earliest || !entry.latest) return t('forecast.expected', { date });
  const earliest = new Date(entry.earliest);
  const latest = new Date(entry.latest);
  const from = sameMonth(earliest, latest)
    ? formatDateParts(earliest, { day: 'numeric' })
    : formatDateParts(earliest, DAY_MONTH);
  return t('forecast.expectedBetween', { date, from, to: formatDateParts(latest, DAY_MONTH) });
}

/** The entry in words for its accessible name: it says "forecast", the asset, the work and the range. */
export function describeUsageForecast(t: T, entry: CalendarEntry): string {
  return [t('forecast.usage'), entry.assetTag, entry.title, expectedText(t, entry)]
    .filter(Boolean)
    .join(' · ');
}

export const forecastOutline = 'border-dashed border-info/60 bg-info/5';

function ForecastDetails({ entry }: { entry: CalendarEntry }) {
  const t = useT(preventiveMessages);
  return (
    <>
      <p className="text-sm font-medium">{expectedText(t, entry)}</p>
      {entry.basis ? <p className="text-xs text-muted-foreground">{entry.basis}</p> : null}
    </>
  );
}

/**
 * A usage-based PM's expected due day in the month grid: dashed, a meter icon and "≈" before
 * its asset, so it never reads as a fixed date. Hover or tap shows the range and what it rests on.
 */
export function UsageForecastChip({ entry, className }: { entry: CalendarEntry; className?: string }) {
  const t = useT(preventiveMessages);
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cn(className, forecastOutline, 'cursor-pointer text-info')}
        aria-label={describeUsageForecast(t, entry)}
        data-kind="usage_forecast"
        onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
        // A click after the hover opened it (or a tap) keeps it open instead of toggling it shut.
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className="flex items-center gap-1 font-medium">
          <Activity className="size-3 shrink-0" aria-hidden />
          {t('forecast.chip')}
        </span>
        <span className="truncate text-foreground/80">≈ {entry.assetTag ?? entry.title}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={12}
          className="z-50 grid w-64 gap-1 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
          aria-label={t('forecast.for', { name: entry.assetTag ?? entry.title })}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <p className="text-xs font-semibold text-muted-foreground">
            ≈ {entry.assetTag ? `${entry.assetTag} · ` : ''}
            {entry.title}
          </p>
          <ForecastDetails entry={entry} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The fuller line in the day popover and the phone agenda: the range and basis shown in place. */
export function UsageForecastRow({ entry }: { entry: CalendarEntry }) {
  const t = useT(preventiveMessages);
  return (
    <div
      className="grid gap-0.5 rounded-md px-3 py-2.5"
      aria-label={describeUsageForecast(t, entry)}
      role="group"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium">≈ {entry.assetTag ?? entry.title}</span>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium text-info',
            forecastOutline,
          )}
        >
          <Activity className="size-3" aria-hidden />
          {t('forecast.chip')}
        </span>
      </div>
      <p className="line-clamp-2 text-xs text-muted-foreground">{entry.title}</p>
      <ForecastDetails entry={entry} />
    </div>
  );
}
