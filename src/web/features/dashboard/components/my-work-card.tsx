import { useCallback } from 'react';
import { ClipboardCheck, Play } from 'lucide-react';
import { Link } from 'wouter';
import { SKELETON_ROWS } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { canTransition, isOverdue, OPEN_STATUSES } from '@shared/work-order-rules';
import { DueDate, OverdueBadge } from '@web/components/work-orders/overdue';
import { PriorityBadge } from '@web/components/work-orders/priority-badge';
import { WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { useWorkOrdersWithPending } from '@web/components/work-orders/use-pending-work-orders';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { useDashboardWorkOrders } from '../api/list-dashboard-work-orders';
import { useStartWorkOrder } from '../api/start-work-order';
import { dashboardMessages } from '../messages';
import { groupMyWork } from './my-work';

/** Enough for a shift's open orders; the full list is one link away. */
const MY_WORK_LIMIT = 50;

export function myWorkParams(userId: string): Record<string, string> {
  return {
    assignedTo: userId,
    status: OPEN_STATUSES.join(','),
    sort: 'dueDate',
    limit: String(MY_WORK_LIMIT),
  };
}

function MyWorkRow({ order, now, isPending }: { order: WorkOrder; now?: Date; isPending?: boolean }) {
  const t = useT(dashboardMessages);
  const start = useStartWorkOrder();
  const canStart = canTransition(order.status, 'in_progress');
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Link href={`/work-orders/${order.id}`} className="min-w-0 flex-1 rounded-md hover:opacity-80">
        <p className="truncate text-sm font-medium">{order.description}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="font-mono">{order.foNumber}</span>
          <DueDate order={order} now={now} className="text-xs" />
          {isOverdue(order, now) ? <OverdueBadge /> : null}
          <PriorityBadge priority={order.priority} />
          {isPending ? <NotSyncedBadge /> : null}
        </p>
      </Link>
      {canStart ? (
        <Button
          size="sm"
          className="shrink-0 touch:h-11"
          aria-label={t('myWork.startLabel', { number: order.foNumber })}
          disabled={start.isPending}
          onClick={() => start.mutate(order)}
        >
          {start.isPending ? <Spinner /> : <Play aria-hidden />}
          {t('myWork.start')}
        </Button>
      ) : (
        <WorkOrderStatusBadge status={order.status} />
      )}
    </li>
  );
}

/** What is assigned to me, grouped as it is worked (in progress, overdue, due today, upcoming). */
export function MyWorkList({
  orders,
  now,
  pendingIds,
}: {
  orders: readonly WorkOrder[];
  now?: Date;
  /** Orders with changes not on the server yet. */
  pendingIds?: ReadonlySet<string>;
}) {
  const t = useT(dashboardMessages);
  const groups = groupMyWork(orders, now);
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
        <ClipboardCheck className="size-6" aria-hidden />
        {t('myWork.empty')}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`my-work-${group.key}`}>
          <h3
            id={`my-work-${group.key}`}
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t(group.heading)} <span className="tabular-nums">({group.orders.length})</span>
          </h3>
          <ul className="divide-y">
            {group.orders.map((order) => (
              <MyWorkRow key={order.id} order={order} now={now} isPending={pendingIds?.has(order.id)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function MyWorkCard({ userId, className }: { userId: string; className?: string }) {
  const t = useT(dashboardMessages);
  const orders = useDashboardWorkOrders(myWorkParams(userId));
  // Orders raised offline for me show here too; edits and starts made offline are applied.
  const belongs = useCallback(
    (action: ChangeAction) => action.type !== 'create' || action.data.assignedTo === userId,
    [userId],
  );
  const mine = useWorkOrdersWithPending(orders.data, belongs);
  return (
    <Card className={className} role="region" aria-label={t('myWork.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('myWork.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <div className="grid grid-cols-1 gap-3 py-1" aria-label={t('myWork.loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : null}
        {orders.isError ? <Alert variant="destructive" title={t('failed.workOrders')} /> : null}
        {orders.data ? <MyWorkList orders={mine.orders} pendingIds={mine.pendingIds} /> : null}
      </CardContent>
    </Card>
  );
}
