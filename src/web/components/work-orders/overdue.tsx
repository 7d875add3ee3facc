import { AlarmClock, CalendarClock, CalendarOff } from 'lucide-react';
import type { WorkOrderStatus } from '@shared/domain';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/formatting';
import { DUE_DOT_CLASSES, dueState } from './due-state';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from './messages';

interface DueOrder {
  dueDate: string | null;
  status: WorkOrderStatus;
}

export function OverdueBadge({ className }: { className?: string }) {
  const t = useT(workOrdersMessages);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-destructive-foreground',
        className,
      )}
    >
      <AlarmClock className="size-3" strokeWidth={2.5} aria-hidden />
      {t('due.overdue')}
    </span>
  );
}

/** The due date with its state: red when overdue, 'No due date' when there is none. */
export function DueDate({ order, now, className }: { order: DueOrder; now?: Date; className?: string }) {
  const t = useT(workOrdersMessages);
  const state = dueState(order, now);
  if (order.dueDate === null) {
    return (
      <span className={cn('inline-flex items-center gap-1.5 text-muted-foreground', className)}>
        <CalendarOff className="size-3.5 shrink-0" aria-hidden />
        {t('due.none')}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5',
        state === 'overdue' ? 'font-medium text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      <CalendarClock className="size-3.5 shrink-0" aria-hidden />
      <time dateTime={order.dueDate}>{formatDateTime(order.dueDate)}</time>
    </span>
  );
}

/** A coloured dot for lists: red overdue, amber due within 24 hours, green otherwise. */
export function DueDot({ order, now, className }: { order: DueOrder; now?: Date; className?: string }) {
  const t = useT(workOrdersMessages);
  const state = dueState(order, now);
  return (
    <span
      role="img"
      aria-label={t(`due.${state}`)}
      data-due-state={state}
      className={cn('inline-block size-2.5 shrink-0 rounded-full', DUE_DOT_CLASSES[state], className)}
    />
  );
}
