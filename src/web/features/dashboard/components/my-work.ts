import { isSameDay } from 'date-fns';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { isOverdue } from '@shared/work-order-rules';
import type { dashboardMessages } from '../messages';

export type MyWorkGroupKey = 'in-progress' | 'overdue' | 'due-today' | 'upcoming';

const HEADINGS = {
  'in-progress': 'myWork.group.inProgress',
  overdue: 'myWork.group.overdue',
  'due-today': 'myWork.group.dueToday',
  upcoming: 'myWork.group.upcoming',
} as const satisfies Readonly<Record<MyWorkGroupKey, keyof typeof dashboardMessages.source>>;

export interface MyWorkGroup {
  key: MyWorkGroupKey;
  /** The heading's key in the dashboard's catalogue. */
  heading: (typeof HEADINGS)[MyWorkGroupKey];
  orders: WorkOrder[];
}

const ORDER: readonly MyWorkGroupKey[] = ['in-progress', 'overdue', 'due-today', 'upcoming'];

function groupOf(order: WorkOrder, now: Date): MyWorkGroupKey {
  if (order.status === 'in_progress') return 'in-progress';
  if (isOverdue(order, now)) return 'overdue';
  if (order.dueDate && isSameDay(new Date(order.dueDate), now)) return 'due-today';
  return 'upcoming';
}

/**
 * A technician's open orders in the order they are worked: what is under way, what is late,
 * what is due today (local day), then the rest; each group by due date as the list arrives.
 * Groups without orders are left out.
 */
export function groupMyWork(orders: readonly WorkOrder[], now: Date = new Date()): MyWorkGroup[] {
  const groups = new Map<MyWorkGroupKey, WorkOrder[]>(ORDER.map((key) => [key, []]));
  for (const order of orders) groups.get(groupOf(order, now))?.push(order);
  return ORDER.map((key) => ({ key, heading: HEADINGS[key], orders: groups.get(key) ?? [] })).filter(
    (group) => group.orders.length > 0,
  );
}
