import type { WorkOrderStatus } from '@shared/domain';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from './messages';

/** Tinted background and text per status; the colours come from the theme's --status-* tokens. */
const STATUS_CLASSES: Readonly<Record<WorkOrderStatus, string>> = {
  new: 'bg-status-new/12 text-status-new',
  assigned: 'bg-status-assigned/12 text-status-assigned',
  in_progress: 'bg-status-in-progress/15 text-status-in-progress',
  completed: 'bg-status-completed/12 text-status-completed',
  verified: 'bg-status-verified/12 text-status-verified',
  closed: 'bg-status-closed/12 text-status-closed',
};

/** The solid colour of a status, for dots and chart series. */
export const STATUS_DOT_CLASSES: Readonly<Record<WorkOrderStatus, string>> = {
  new: 'bg-status-new',
  assigned: 'bg-status-assigned',
  in_progress: 'bg-status-in-progress',
  completed: 'bg-status-completed',
  verified: 'bg-status-verified',
  closed: 'bg-status-closed',
};

export function WorkOrderStatusBadge({ status, className }: { status: WorkOrderStatus; className?: string }) {
  const t = useT(workOrdersMessages);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_CLASSES[status],
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', STATUS_DOT_CLASSES[status])} />
      {t(`status.${status}`)}
    </span>
  );
}
