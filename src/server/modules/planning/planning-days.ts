import { plantDayOf, plantInstant } from '../../../shared/planning/plant-time';
import type { PlanningCard } from '../../../shared/schemas/planning';
import { isLateAsPlanned, isOverdue } from '../../../shared/work-order-rules';
import type { CardRow } from './planning.repository';

/** The board's days are the plant's (ADR 57): what the board and Distribute count in common. */

const DAY_MS = 86_400_000;

export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The instants plant days `from`…`to` span: midnight of the first to midnight after the last, where the plant is. */
export function windowInstants(from: string, to: string, timezone: string) {
  return { start: plantInstant(from, 0, timezone), end: plantInstant(nextDay(to), 0, timezone) };
}

export const personDay = (userId: string, day: string) => `${userId}/${day}`;

/** Hours of the orders scheduled on each person's plant days, keyed by `personDay`. */
export function bookedHours(orders: readonly CardRow[], timezone: string): Map<string, number> {
  const booked = new Map<string, number>();
  for (const order of orders) {
    if (!order.assigned_to || !order.scheduled_start) continue;
    const key = personDay(order.assigned_to, plantDayOf(order.scheduled_start, timezone));
    booked.set(key, (booked.get(key) ?? 0) + order.hours);
  }
  return booked;
}

const isoOrNull = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export function toCard(row: CardRow, now: Date): PlanningCard {
  const dueDate = isoOrNull(row.due_date);
  return {
    id: row.id,
    foNumber: row.fo_number,
    description: row.description,
    type: row.type,
    priority: row.priority,
    status: row.status,
    assignedTo: row.assigned_to,
    dueDate,
    scheduledStart: isoOrNull(row.scheduled_start),
    hours: row.hours,
    equipmentId: row.equipment_id,
    asset: row.asset,
    equipmentDown: row.equipment_down,
    overdue: isOverdue({ dueDate, status: row.status }, now),
    lateAsPlanned: isLateAsPlanned({ scheduledStart: row.scheduled_start, dueDate: row.due_date }),
    version: row.version,
  };
}
