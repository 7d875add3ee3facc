import type { WorkOrderStatus } from '@shared/domain';
import { isOverdue } from '@shared/work-order-rules';

export type DueState = 'none' | 'overdue' | 'due-soon' | 'on-track';

const DUE_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * Where an order stands against its due date (core spec §2, upcoming maintenance dots):
 * overdue, due within 24 hours, or later. Closed-out orders are never overdue.
 */
export function dueState(
  order: { dueDate: string | null; status: WorkOrderStatus },
  now: Date = new Date(),
): DueState {
  if (order.dueDate === null) return 'none';
  if (isOverdue(order, now)) return 'overdue';
  const msLeft = new Date(order.dueDate).getTime() - now.getTime();
  return msLeft >= 0 && msLeft <= DUE_SOON_MS ? 'due-soon' : 'on-track';
}

export const DUE_DOT_CLASSES: Readonly<Record<DueState, string>> = {
  none: 'bg-muted-foreground/40',
  overdue: 'bg-destructive',
  'due-soon': 'bg-warning',
  'on-track': 'bg-success',
};
