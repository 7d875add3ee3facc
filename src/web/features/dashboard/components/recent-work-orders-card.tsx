import { useState } from 'react';
import { ArrowRight, ClipboardList, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { PRIORITIES, WORK_ORDER_STATUSES } from '@shared/domain';
import { isOverdue, OPEN_STATUSES } from '@shared/work-order-rules';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { DueDate, OverdueBadge } from '@web/components/work-orders/overdue';
import { PriorityBadge } from '@web/components/work-orders/priority-badge';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { QueryState } from '@web/components/query-state';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { SKELETON_ROWS } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { useWorkOrderDialog } from '@web/lib/work-order-dialog';
import { useDashboardWorkOrders } from '../api/list-dashboard-work-orders';
import { dashboardMessages } from '../messages';
import { UserText } from '@web/components/user-text';

const RECENT_LIMIT = 6;
const ANY = 'any';
const OPEN = OPEN_STATUSES.join(',');

function Row({ order }: { order: WorkOrder }) {
  const t = useT(dashboardMessages);
  const overdue = isOverdue(order);
  return (
    <li>
      <Link
        href={`/work-orders/${order.id}`}
        className={cn(
          'flex flex-col gap-1.5 rounded-lg px-3 py-3 hover:bg-accent/50 sm:flex-row sm:items-center sm:gap-4',
          overdue && 'bg-destructive/5 hover:bg-destructive/8',
        )}
      >
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{order.description}</p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <span className="font-mono">{order.foNumber}</span>
            <UserText className="min-w-0">{order.assigneeName ?? t('recent.unassigned')}</UserText>
            <DueDate order={order} className="text-xs" />
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1.5">
          {overdue ? <OverdueBadge /> : null}
          <WorkOrderStatusBadge status={order.status} />
          <PriorityBadge priority={order.priority} />
        </div>
      </Link>
    </li>
  );
}

/**
 * The latest orders with status and priority filters (and only mine, when the dashboard's Mine
 * toggle is on); View All opens the list with the same filters.
 */
export function RecentWorkOrdersCard({ className, assignedTo }: { className?: string; assignedTo?: string }) {
  const t = useT(dashboardMessages);
  const labels = useWorkOrderLabels();
  const dialog = useWorkOrderDialog();
  const canCreate = useCan('workOrders.create');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const filters: Record<string, string> = {};
  if (status) filters.status = status;
  if (priority) filters.priority = priority;
  if (assignedTo) filters.assignedTo = assignedTo;
  const orders = useDashboardWorkOrders({ ...filters, sort: '-createdAt', limit: String(RECENT_LIMIT) });
  const viewAll = `/work-orders${Object.keys(filters).length ? `?${new URLSearchParams(filters).toString()}` : ''}`;

  return (
    <Card className={className} role="region" aria-label={t('recent.title')}>
      <CardHeader className="gap-3 pb-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t('recent.title')}</CardTitle>
        <div className="flex gap-2">
          {canCreate ? (
            <Button size="sm" onClick={() => dialog.open()}>
              <Plus aria-hidden />
              {t('recent.new')}
            </Button>
          ) : null}
          <Link href={viewAll} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('recent.viewAll')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div className="grid grid-cols-2 gap-2 sm:max-w-md">
          <Select value={status || ANY} onValueChange={(value) => setStatus(value === ANY ? '' : value)}>
            <SelectTrigger aria-label={t('recent.filterStatus')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t('recent.allStatuses')}</SelectItem>
              <SelectItem value={OPEN}>{t('recent.open')}</SelectItem>
              {WORK_ORDER_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {labels.status(value)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={priority || ANY} onValueChange={(value) => setPriority(value === ANY ? '' : value)}>
            <SelectTrigger aria-label={t('recent.filterPriority')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t('recent.allPriorities')}</SelectItem>
              {PRIORITIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {labels.priority(value)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <QueryState
          query={orders}
          errorTitle={t('failed.workOrders')}
          loading={
            <div className="grid grid-cols-1 gap-3 py-1" aria-label={t('recent.loading')}>
              {Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <div key={row} className="grid grid-cols-1 gap-1.5 px-3">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              ))}
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
              <ClipboardList className="size-6" aria-hidden />
              {status || priority || assignedTo ? t('recent.noMatch') : t('recent.none')}
            </div>
          }
        >
          {(list) => (
            <ul className={cn('-mx-3 divide-y', orders.isPlaceholderData && 'opacity-60')}>
              {list.map((order) => (
                <Row key={order.id} order={order} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
