import { memo } from 'react';
import { Flame, MapPin, Settings2, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { foNumberCardSegment, isOverdue } from '@shared/work-order-rules';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { DueDate, OverdueBadge } from '@web/components/work-orders/overdue';
import { PriorityBadge } from '@web/components/work-orders/priority-badge';
import { WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';

/** The FO number's prefix, a code: the same in every language. */
const FO_PREFIX = 'FO';

/**
 * One order in the list (core spec §2): the FO number's second segment, the full FO number,
 * description, equipment model or 'Not specified', assignee, badges and due date. Overdue
 * orders are outlined and tinted red; one not on the server yet says so. Memoised: while the
 * list scrolls or loads its next page, the cards already on screen do not render again.
 */
export const WorkOrderCard = memo(function WorkOrderCard({
  order,
  now,
  isPending = false,
}: {
  order: WorkOrder;
  now?: Date;
  /** Created or changed on this device and not on the server yet. */
  isPending?: boolean;
}) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const overdue = isOverdue(order, now);
  return (
    <Link
      href={`/work-orders/${order.id}`}
      data-overdue={overdue || undefined}
      className={cn(
        'group flex gap-3 rounded-xl border bg-card p-3 shadow-xs transition-colors sm:gap-4 sm:p-4',
        'hover:border-primary/40 hover:bg-accent/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        overdue && 'border-destructive/60 bg-destructive/5 hover:border-destructive hover:bg-destructive/8',
      )}
    >
      <div
        className={cn(
          'flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-lg py-2 sm:w-16',
          overdue ? 'bg-destructive/10 text-destructive' : 'bg-muted text-foreground',
        )}
      >
        <span className="text-[10px] font-medium tracking-wide text-muted-foreground uppercase">
          {FO_PREFIX}
        </span>
        <span className="font-mono text-sm font-semibold tabular-nums">
          {foNumberCardSegment(order.foNumber)}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-mono text-xs text-muted-foreground">{order.foNumber}</span>
          <span className="text-xs text-muted-foreground">· {labels.type(order.type)}</span>
          <span className="flex flex-wrap items-center gap-1.5 sm:ml-auto">
            {isPending ? <NotSyncedBadge /> : null}
            {overdue ? <OverdueBadge /> : null}
            {order.escalated ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-priority-high/15 px-2 py-0.5 text-xs font-medium text-priority-high">
                <Flame className="size-3" aria-hidden />
                {t('card.escalated', { level: String(order.escalationLevel) })}
              </span>
            ) : null}
            <WorkOrderStatusBadge status={order.status} />
            <PriorityBadge priority={order.priority} />
          </span>
        </div>
        <p className="mt-1 line-clamp-2 font-medium text-pretty group-hover:text-primary">
          <UserText>{order.description}</UserText>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <Settings2 className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">
              {order.assetModel ?? t('notSpecified')}
              {order.equipmentAssetTag ? (
                <span className="font-mono text-xs"> ({order.equipmentAssetTag})</span>
              ) : null}
            </span>
          </span>
          {order.area ? (
            <span className="hidden min-w-0 items-center gap-1.5 sm:inline-flex">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{order.area}</span>
            </span>
          ) : null}
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserRound className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{order.assigneeName ?? t('unassigned')}</span>
          </span>
          <DueDate order={order} now={now} />
        </div>
      </div>
    </Link>
  );
});
