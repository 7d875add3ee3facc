import type { WorkOrder } from '@shared/schemas/work-orders';
import { dayOf } from '@web/lib/planning/week-days';

export type ScheduledOrder = WorkOrder & { scheduledStart: string };

export interface DayOfOrders {
  day: string;
  /** By start time. */
  orders: ScheduledOrder[];
}

const isScheduled = (order: WorkOrder): order is ScheduledOrder => order.scheduledStart !== null;

/** Each of `days` with the orders scheduled to start on it (the device's local day); other orders are left out. */
export function ordersByDay(orders: readonly WorkOrder[], days: readonly string[]): DayOfOrders[] {
  const byDay = new Map<string, ScheduledOrder[]>(days.map((day) => [day, []]));
  for (const order of orders.filter(isScheduled))
    byDay.get(dayOf(new Date(order.scheduledStart)))?.push(order);
  // ISO instants in UTC: their text order is their time order.
  return days.map((day) => ({
    day,
    orders: (byDay.get(day) ?? []).sort((a, b) => a.scheduledStart.localeCompare(b.scheduledStart)),
  }));
}
