import { useState } from 'react';
import { ChevronLeft, Ellipsis, Flame, GitBranch, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { isOverdue } from '@shared/work-order-rules';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { OverdueBadge } from '@web/components/work-orders/overdue';
import { PriorityBadge } from '@web/components/work-orders/priority-badge';
import { WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { Button } from '@web/components/ui/button';
import { UserText } from '@web/components/user-text';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { EquipmentDownBadge } from './equipment-down-badge';

// Opened from the header's menu: the confirmation and its mutation load then.
const DeleteWorkOrderDialog = lazyDialog(() =>
  import('./delete-work-order-dialog').then((m) => m.DeleteWorkOrderDialog),
);

/** FO number, badges and indicators, description; Edit and Delete for those who may. */
export function WorkOrderHeader({
  order,
  canEdit,
  canDelete,
  onEdit,
  isMobile,
  isPending = false,
}: {
  order: WorkOrder;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  isMobile: boolean;
  /** Created or changed on this device and not on the server yet. */
  isPending?: boolean;
}) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const [isDeleting, setIsDeleting] = useState(false);
  const hasMenu = canEdit || canDelete;
  return (
    <header className="grid grid-cols-1 gap-3">
      <Link
        href="/work-orders"
        className="-ml-2 inline-flex h-9 items-center gap-1 justify-self-start rounded-md px-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground touch:h-11"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('workOrders')}
      </Link>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-mono text-2xl font-semibold tracking-tight">{order.foNumber}</h1>
          <p className="text-sm text-muted-foreground">
            {t('header.typeOrder', { type: labels.type(order.type) })}
          </p>
        </div>
        {hasMenu && isMobile ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label={t('header.actions')}>
                <Ellipsis aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {canEdit ? (
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden />
                  {t('header.edit')}
                </DropdownMenuItem>
              ) : null}
              {canDelete ? (
                <DropdownMenuItem variant="destructive" onSelect={() => setIsDeleting(true)}>
                  <Trash2 aria-hidden />
                  {t('header.delete')}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {hasMenu && !isMobile ? (
          <div className="flex shrink-0 gap-2">
            {canEdit ? (
              <Button variant="outline" onClick={onEdit}>
                <Pencil aria-hidden />
                {t('header.edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => setIsDeleting(true)}
              >
                <Trash2 aria-hidden />
                {t('header.delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <WorkOrderStatusBadge status={order.status} className="px-2.5 py-1 text-sm" />
        <PriorityBadge
          priority={order.priority}
          label={t('header.priority', { priority: labels.priority(order.priority) })}
          className="px-2.5 py-1 text-sm"
        />
        {isPending ? <NotSyncedBadge className="px-2.5 py-1 text-sm" /> : null}
        {isOverdue(order) ? <OverdueBadge className="px-2.5 py-1 text-sm" /> : null}
        <EquipmentDownBadge order={order} className="px-2.5 py-1 text-sm" />
        {order.escalated ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-priority-high/15 px-2.5 py-1 text-sm font-medium text-priority-high">
            <Flame className="size-3.5" aria-hidden />
            {t('header.escalated', { level: String(order.escalationLevel) })}
          </span>
        ) : null}
        {order.parentWorkOrderId ? (
          <Link
            href={`/work-orders/${order.parentWorkOrderId}`}
            className="inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <GitBranch className="size-3.5" aria-hidden />
            {t('header.followUpOf')}
          </Link>
        ) : null}
      </div>
      <p className="text-lg leading-snug font-medium text-pretty">
        <UserText>{order.description}</UserText>
      </p>
      <DeleteWorkOrderDialog order={order} open={isDeleting} onOpenChange={setIsDeleting} />
    </header>
  );
}
