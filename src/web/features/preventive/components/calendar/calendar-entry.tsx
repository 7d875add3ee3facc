import { Activity, CircleDashed } from 'lucide-react';
import { Link } from 'wouter';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '@shared/domain';
import type { CalendarEntry } from '@shared/schemas/pm';
import { isOverdue } from '@shared/work-order-rules';
import { STATUS_DOT_CLASSES, WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { useWorkOrderLabels, type WorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import {
  describeUsageForecast,
  forecastOutline,
  UsageForecastChip,
  UsageForecastRow,
} from './usage-forecast';

export function entryIsOverdue(entry: CalendarEntry, now: Date): boolean {
  return (
    entry.kind === 'work_order' &&
    entry.status !== null &&
    isOverdue({ dueDate: entry.dueDate, status: entry.status }, now)
  );
}

/** The whole entry in words: the chip's tooltip and its accessible name. */
export function describeEntry(
  t: TextsOf<typeof preventiveMessages>,
  labels: WorkOrderLabels,
  entry: CalendarEntry,
  now: Date,
): string {
  if (entry.kind === 'usage_forecast') return describeUsageForecast(t, entry);
  const parts =
    entry.kind === 'forecast'
      ? [t('calendar.planned'), entry.assetTag, entry.title]
      : [entry.foNumber, entry.assetTag, entry.title, entry.status ? labels.status(entry.status) : null];
  if (entryIsOverdue(entry, now)) parts.push(t('calendar.overdue'));
  return parts.filter(Boolean).join(' · ');
}

/** A status stripe down the chip's left edge, in the theme's status colours. */
const STATUS_STRIPES: Readonly<Record<WorkOrderStatus, string>> = {
  new: 'border-l-status-new',
  assigned: 'border-l-status-assigned',
  in_progress: 'border-l-status-in-progress',
  completed: 'border-l-status-completed',
  verified: 'border-l-status-verified',
  closed: 'border-l-status-closed',
};

const chipBase =
  'grid w-full min-w-0 grid-cols-1 rounded-md border px-1.5 py-1 text-left text-[11px] leading-tight';

/**
 * A day's entry in the month grid. Orders are links coloured by status; forecasts (what the
 * scheduler will create) are dashed and say "Planned", so the two never read alike.
 */
export function EntryChip({ entry, now }: { entry: CalendarEntry; now: Date }) {
  const t = useT(preventiveMessages);
  const labels = useWorkOrderLabels();
  if (entry.kind === 'usage_forecast') return <UsageForecastChip entry={entry} className={chipBase} />;
  const label = describeEntry(t, labels, entry, now);
  if (entry.kind === 'forecast' || !entry.workOrderId) {
    return (
      <div
        className={cn(chipBase, 'border-dashed border-primary/50 bg-primary/5 text-primary')}
        title={label}
        aria-label={label}
        data-kind="forecast"
      >
        <span className="flex items-center gap-1 font-medium">
          <CircleDashed className="size-3 shrink-0" aria-hidden />
          {t('calendar.planned')}
        </span>
        <span className="truncate text-foreground/80">{entry.assetTag ?? entry.title}</span>
      </div>
    );
  }
  const overdue = entryIsOverdue(entry, now);
  return (
    <Link
      href={`/work-orders/${entry.workOrderId}`}
      className={cn(
        chipBase,
        'border-l-[3px] bg-card hover:bg-accent/50',
        entry.status && STATUS_STRIPES[entry.status],
        overdue && 'border-y-destructive/50 border-r-destructive/50 bg-destructive/5',
      )}
      title={label}
      aria-label={label}
      data-kind="work_order"
    >
      <span className="truncate font-mono font-medium">{entry.foNumber}</span>
      <span className={cn('truncate', overdue ? 'text-destructive' : 'text-muted-foreground')}>
        {entry.assetTag ?? entry.title}
      </span>
    </Link>
  );
}

/** The fuller line used in the day popover and the phone agenda. */
export function EntryRow({ entry, now }: { entry: CalendarEntry; now: Date }) {
  const t = useT(preventiveMessages);
  if (entry.kind === 'usage_forecast') return <UsageForecastRow entry={entry} />;
  const overdue = entryIsOverdue(entry, now);
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium">
          {entry.kind === 'forecast' ? t('calendar.planned') : entry.foNumber}
          {entry.assetTag ? (
            <span className="font-normal text-muted-foreground"> · {entry.assetTag}</span>
          ) : null}
        </span>
        {entry.kind === 'forecast' || !entry.status ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-dashed border-primary/50 px-2 py-0.5 text-xs font-medium text-primary">
            <CircleDashed className="size-3" aria-hidden />
            {t('calendar.planned')}
          </span>
        ) : (
          <WorkOrderStatusBadge status={entry.status} className="shrink-0" />
        )}
      </div>
      <p className="line-clamp-2 text-xs text-muted-foreground">{entry.title}</p>
      {overdue ? <p className="text-xs font-medium text-destructive">{t('calendar.overdue')}</p> : null}
    </>
  );
  if (entry.kind === 'work_order' && entry.workOrderId) {
    return (
      <Link
        href={`/work-orders/${entry.workOrderId}`}
        className="grid gap-0.5 rounded-md px-3 py-2.5 hover:bg-accent/50"
      >
        {body}
      </Link>
    );
  }
  return <div className="grid gap-0.5 rounded-md px-3 py-2.5">{body}</div>;
}

/** What the colours and the dashed outline mean. */
export function CalendarLegend() {
  const t = useT(preventiveMessages);
  const labels = useWorkOrderLabels();
  return (
    <ul
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"
      aria-label={t('calendar.legend')}
    >
      {WORK_ORDER_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('size-2 rounded-full', STATUS_DOT_CLASSES[status])} />
          {labels.status(status)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden
          className="h-3 w-5 rounded-sm border border-dashed border-primary/60 bg-primary/5"
        />
        {t('calendar.legend.planned')}
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden
          className={cn('flex h-3 w-5 items-center justify-center rounded-sm border', forecastOutline)}
        >
          <Activity className="size-2.5 text-info" />
        </span>
        {t('calendar.legend.forecast')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-5 rounded-sm border border-destructive/50 bg-destructive/5" />
        {t('calendar.overdue')}
      </li>
    </ul>
  );
}
