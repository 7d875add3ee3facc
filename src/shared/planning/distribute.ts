import type { Priority } from '../domain';

/**
 * "Distribute" on the planning board (issue 26 §3): a greedy fill of the selected orders into
 * the free capacity of the chosen technicians, earliest due first and the most urgent first
 * among equal dues. Deterministic, and never past a day's free hours: an order no day can hold
 * whole is left unplaced, not squeezed in.
 */

export interface OrderToPlace {
  id: string;
  /** `YYYY-MM-DD` or a timestamp; orders without one go last. */
  dueDate: string | null;
  priority: Priority;
  hours: number;
}

export interface FreeDay {
  technicianId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  freeHours: number;
}

export interface Placement {
  workOrderId: string;
  technicianId: string;
  date: string;
  hours: number;
}

export interface Distribution {
  placements: Placement[];
  /** Orders no free day could hold, in the order they were considered. */
  unplaced: string[];
}

const URGENCY: Readonly<Record<Priority, number>> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Earliest due first (no due date last), then the most urgent, then by id: the same input, the same plan. */
export function placingOrder(a: OrderToPlace, b: OrderToPlace): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return URGENCY[a.priority] - URGENCY[b.priority] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Among days that can hold an order: the earliest, then the one with the most free hours, then by technician. */
function better(a: FreeDay, b: FreeDay): boolean {
  if (a.date !== b.date) return a.date < b.date;
  if (a.freeHours !== b.freeHours) return a.freeHours > b.freeHours;
  return a.technicianId < b.technicianId;
}

export function distribute(orders: readonly OrderToPlace[], freeDays: readonly FreeDay[]): Distribution {
  const days = freeDays.map((day) => ({ ...day }));
  const placements: Placement[] = [];
  const unplaced: string[] = [];
  for (const order of [...orders].sort(placingOrder)) {
    let chosen: FreeDay | undefined;
    for (const day of days) {
      if (day.freeHours >= order.hours && (!chosen || better(day, chosen))) chosen = day;
    }
    if (!chosen) {
      unplaced.push(order.id);
      continue;
    }
    chosen.freeHours = Math.round((chosen.freeHours - order.hours) * 100) / 100;
    placements.push({
      workOrderId: order.id,
      technicianId: chosen.technicianId,
      date: chosen.date,
      hours: order.hours,
    });
  }
  return { placements, unplaced };
}
