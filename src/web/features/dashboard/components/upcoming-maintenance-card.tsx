import { CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import { UPCOMING_MAINTENANCE_LIMIT } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { OPEN_STATUSES } from '@shared/work-order-rules';
import { dueState } from '@web/components/work-orders/due-state';
import { DueDot } from '@web/components/work-orders/overdue';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useDashboardWorkOrders } from '../api/list-dashboard-work-orders';
import { dashboardMessages } from '../messages';
import { UserText } from '@web/components/user-text';

export const UPCOMING_PARAMS = {
  type: 'preventive',
  status: OPEN_STATUSES.join(','),
  sort: 'dueDate',
  limit: String(UPCOMING_MAINTENANCE_LIMIT),
} as const;

/** The rows, apart from the query so the dot colours can be checked against a fixed clock. */
export function UpcomingMaintenanceList({ orders, now }: { orders: readonly WorkOrder[]; now?: Date }) {
  const t = useT(dashboardMessages);
  const dated = orders.filter((order) => order.dueDate !== null).slice(0, UPCOMING_MAINTENANCE_LIMIT);
  if (dated.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
        <CalendarCheck className="size-6" aria-hidden />
        {t('upcoming.empty')}
      </div>
    );
  }
  return (
    <ul className="-mx-2 grid grid-cols-1">
      {dated.map((order) => {
        const state = dueState(order, now);
        return (
          <li key={order.id}>
            <Link
              href={`/work-orders/${order.id}`}
              className="flex items-start gap-3 rounded-md px-2 py-2.5 hover:bg-accent/50"
            >
              <DueDot order={order} now={now} className="mt-1.5" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium">
                  <UserText>{order.description}</UserText>
                </p>
                <p
                  className={cn(
                    'text-xs',
                    state === 'overdue' ? 'font-medium text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {order.dueDate ? formatDateTime(order.dueDate) : null}
                  {order.assetModel ? <UserText>{` · ${order.assetModel}`}</UserText> : null}
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Open preventive orders by due date (core spec §2): red overdue, amber within 24 hours, green later. */
export function UpcomingMaintenanceCard({
  className,
  assignedTo,
}: {
  className?: string;
  assignedTo?: string;
}) {
  const t = useT(dashboardMessages);
  const orders = useDashboardWorkOrders(assignedTo ? { ...UPCOMING_PARAMS, assignedTo } : UPCOMING_PARAMS);
  return (
    <Card className={className} role="region" aria-label={t('upcoming.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('upcoming.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={orders}
          errorTitle={t('failed.workOrders')}
          loading={
            <Skeletons count={3} label={t('upcoming.loading')} className="grid grid-cols-1 gap-3">
              {() => <Skeleton className="h-9 w-full" />}
            </Skeletons>
          }
        >
          {(list) => <UpcomingMaintenanceList orders={list} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
