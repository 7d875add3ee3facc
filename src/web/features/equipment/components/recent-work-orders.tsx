import { ClipboardList } from 'lucide-react';
import { Link } from 'wouter';
import { EQUIPMENT_RECENT_WORK_ORDERS } from '@shared/constants';
import { WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useRecentWorkOrders } from '../api/list-recent-work-orders';
import { equipmentMessages } from '../messages';
import { UserText } from '@web/components/user-text';

/** The 3 most recent work orders of the asset (core spec §2), each opening the order. */
export function RecentWorkOrders({ equipmentId }: { equipmentId: string }) {
  const t = useT(equipmentMessages);
  const orders = useRecentWorkOrders(equipmentId);
  return (
    <QueryState
      query={orders}
      errorTitle={t('recent.fetchFailed')}
      loading={
        <Skeletons count={EQUIPMENT_RECENT_WORK_ORDERS} label={t('recent.loading')} className="grid gap-2">
          {() => <Skeleton className="h-14" />}
        </Skeletons>
      }
      isEmpty={(list) => list.length === 0}
      empty={
        <p className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">
          <ClipboardList className="size-4" aria-hidden />
          {t('recent.empty')}
        </p>
      }
    >
      {(list) => (
        <ul className="divide-y rounded-lg border">
          {list.map((order) => (
            <li key={order.id}>
              <Link
                href={`/work-orders/${order.id}`}
                className="flex items-center gap-3 px-3 py-2.5 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring touch:min-h-11"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">
                    <span className="font-mono text-xs text-muted-foreground">{order.foNumber}</span>{' '}
                    {order.description}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <UserText>{order.assigneeName ?? t('recent.unassigned')}</UserText>{' '}
                    {t('recent.opened', { when: formatRelativeTime(order.createdAt) })}
                  </p>
                </div>
                <WorkOrderStatusBadge status={order.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
