import { ClipboardX } from 'lucide-react';
import { Link, Redirect, useRoute } from 'wouter';
import { can } from '@shared/permissions';
import { QueryError } from '@web/components/query-state';
import { WorkOrderRequestsPanel } from '@web/components/requests/work-order-requests-panel';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { cn } from '@web/lib/cn';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useWorkOrderDialog } from '@web/lib/work-order-dialog';
import { useWorkOrderWithPending } from '../api/get-work-order-with-pending';
import { countOpenSteps } from '../components/detail/step-progress';
import { DetailsPanel } from '../components/detail/details-panel';
import { DowntimeSection, hasEquipment } from '../components/detail/downtime-section';
import { StatusActionBar } from '../components/detail/status-action-bar';
import { WorkOrderHeader } from '../components/detail/work-order-header';
import { useOrderChecklist } from '../components/detail/use-order-checklist';
import { WorkOrderTabs } from '../components/detail/work-order-tabs';
import { canWorkOn, isSignedOff, statusActions } from '../components/detail/work-permissions';
import { workOrdersMessages } from '../messages';

function DetailSkeleton() {
  const t = useT(workOrdersMessages);
  return (
    <div className="grid grid-cols-1 gap-4" aria-label={t('loadingOrder')}>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-6 w-64" />
      <Skeleton className="h-6 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** One work order, run from a phone or planned from a desk (issue 3 §8). */
export default function WorkOrderDetailPage() {
  const t = useT(workOrdersMessages);
  const [, params] = useRoute<{ id: string }>('/work-orders/:id');
  const id = params?.id ?? '';
  const { user } = useAuth();
  const isMobile = useIsMobile();
  const dialog = useWorkOrderDialog();
  const order = useWorkOrderWithPending(id);
  const checklist = useOrderChecklist(id);
  const isUnsynced = usePendingChanges('work-orders').some((action) => action.recordId === id);

  if (order.syncedId) return <Redirect to={`/work-orders/${order.syncedId}`} replace />;
  if (order.isPending) return <DetailSkeleton />;
  if (order.isError || !order.data) {
    // A malformed id in a hand-typed URL (400) is as missing as a deleted order (404).
    const isMissing =
      !order.isError || (order.error instanceof ApiError && [400, 404].includes(order.error.status));
    return isMissing ? (
      <Card className="border-dashed">
        <EmptyState
          icon={ClipboardX}
          title={t('detail.notFound')}
          description={t('detail.notFoundDescription')}
          action={
            <Link href="/work-orders" className={buttonClasses({ variant: 'outline' })}>
              {t('detail.back')}
            </Link>
          }
        />
      </Card>
    ) : (
      <QueryError title={t('loadOrderFailed')} error={order.error} onRetry={order.refetch} />
    );
  }
  if (!user) return null;

  const data = order.data;
  const actor = { id: user.id, role: user.role };
  const actions = statusActions(data, actor);
  const canWork = canWorkOn(data, actor) && !isSignedOff(data.status);
  const canAssign = can(user.role, 'workOrders.assign') && !isSignedOff(data.status);
  const canRecordDowntime = can(user.role, 'downtime.write');
  const checklistItems = checklist.items;
  const checklistLabel = checklistItems?.length
    ? t('detail.checklistCount', {
        done: String(checklistItems.length - countOpenSteps(checklistItems)),
        total: String(checklistItems.length),
      })
    : t('detail.checklist');

  return (
    <div className={cn('grid grid-cols-1 gap-6', isMobile && actions.length > 0 && 'pb-20')}>
      <div className="grid grid-cols-1 gap-4">
        <WorkOrderHeader
          order={data}
          canEdit={can(user.role, 'workOrders.update')}
          canDelete={can(user.role, 'workOrders.delete')}
          onEdit={() => dialog.open({ workOrderId: data.id })}
          isPending={isUnsynced}
          isMobile={isMobile}
        />
        <StatusActionBar
          order={data}
          actions={actions}
          openSteps={countOpenSteps(checklistItems)}
          isMobile={isMobile}
        />
        {/* Above the tabs, on phones too: whom to ask about the fault, or tell it is fixed. */}
        <WorkOrderRequestsPanel workOrderId={data.id} />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardContent className="pt-4 sm:pt-5">
            <WorkOrderTabs
              order={data}
              userId={user.id}
              canWork={canWork}
              canAssign={canAssign}
              canRecordDowntime={canRecordDowntime}
              checklistLabel={checklistLabel}
              isMobile={isMobile}
            />
          </CardContent>
        </Card>
        {isMobile ? null : (
          <div className="grid grid-cols-1 gap-6">
            {/* Short, and while the equipment is down the fact that matters most: first. */}
            {hasEquipment(data) ? (
              <Card>
                <CardContent className="pt-4 sm:pt-5">
                  <DowntimeSection order={data} canEdit={canRecordDowntime} />
                </CardContent>
              </Card>
            ) : null}
            <Card>
              <CardContent className="pt-4 sm:pt-5">
                <h2 className="mb-1 text-base font-semibold">{t('detail.details')}</h2>
                <DetailsPanel order={data} canAssign={canAssign} />
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </div>
  );
}
