import { AlarmClock, CalendarX2, CircleCheck, PowerOff, type LucideIcon } from 'lucide-react';
import type { Priority, WorkOrderStatus } from '@shared/domain';
import type { PlanningCard } from '@shared/schemas/planning';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { cardWarnings, type CardWarningKind } from './card-warnings';

/** The priority badge's colours, as the card's edge and tint: critical reads at a glance. */
const PRIORITY_CLASSES: Readonly<Record<Priority, string>> = {
  low: 'border-l-priority-low bg-priority-low/8',
  medium: 'border-l-priority-medium bg-priority-medium/8',
  high: 'border-l-priority-high bg-priority-high/10',
  critical: 'border-l-priority-critical bg-priority-critical/12',
};

const WARNING_ICONS: Readonly<Record<CardWarningKind, { icon: LucideIcon; className: string }>> = {
  'equipment-down': { icon: PowerOff, className: 'text-destructive' },
  overdue: { icon: AlarmClock, className: 'text-destructive' },
  'late-as-planned': { icon: CalendarX2, className: 'text-warning' },
};

const DONE_STATUSES: ReadonlySet<WorkOrderStatus> = new Set(['completed', 'verified', 'closed']);

const isDone = (card: Pick<PlanningCard, 'status'>) => DONE_STATUSES.has(card.status);

/**
 * A work order as the board draws it: FO number, asset, hours and what needs a second look,
 * edged in its priority's colour. Done orders stay in place, muted, so the day's load still
 * adds up.
 */
export function PlanningCardView({
  card,
  isPending = false,
  className,
}: {
  card: PlanningCard;
  /** Its move waits on this device ("Not synced yet"). */
  isPending?: boolean;
  className?: string;
}) {
  const t = useT(planningMessages);
  const labels = useWorkOrderLabels();
  const warnings = cardWarnings(card);
  const done = isDone(card);
  return (
    <div
      data-card={card.id}
      title={`${card.foNumber} · ${card.description}`}
      className={cn(
        'flex min-h-10 min-w-0 flex-col gap-0.5 overflow-hidden rounded-md border border-l-4 px-1.5 py-1 text-xs leading-tight',
        PRIORITY_CLASSES[card.priority],
        done && 'opacity-60',
        className,
      )}
    >
      {/* The number is read first and may wrap at its dashes; the icons show before it. */}
      <p className="flex min-w-0 flex-wrap items-center gap-x-1 font-semibold">
        <span
          className={cn(
            'order-2 min-w-0 text-[11px] tracking-tight tabular-nums wrap-break-word',
            done && 'line-through',
          )}
        >
          {card.foNumber}
        </span>
        <span className="sr-only">, {t('card.priority', { priority: labels.priority(card.priority) })}</span>
        {done ? (
          <span
            role="img"
            aria-label={t('card.done')}
            title={t('card.done')}
            className="order-1 text-success"
          >
            <CircleCheck className="size-3.5" aria-hidden />
          </span>
        ) : null}
        {warnings.map(({ kind, label: key }) => {
          const { icon: Icon, className: tone } = WARNING_ICONS[kind];
          const label = t(key);
          return (
            <span key={kind} role="img" aria-label={label} title={label} className={cn('order-1', tone)}>
              <Icon className="size-3.5" aria-hidden />
            </span>
          );
        })}
      </p>
      <p className="flex min-w-0 gap-1 text-muted-foreground">
        <span className="min-w-0 truncate">{card.asset ?? card.description}</span>
        <span className="ml-auto shrink-0 tabular-nums">
          {t('card.hours', { hours: formatNumber(card.hours) })}
        </span>
      </p>
      {isPending ? <NotSyncedBadge className="self-start" /> : null}
    </div>
  );
}
