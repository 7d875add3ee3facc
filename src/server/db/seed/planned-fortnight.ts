import {
  boardHours,
  DEFAULT_WORKING_HOURS,
  dayCapacity,
  daysBetween,
} from '../../../shared/planning/capacity';
import { distribute, type FreeDay } from '../../../shared/planning/distribute';
import { DAY_START_HOUR, plantDayOf, plantInstant } from '../../../shared/planning/plant-time';
import type { workOrders } from '../schema';

type WorkOrderRow = typeof workOrders.$inferInsert;

/** The demo keeps the organization's default zone (organizations.timezone). */
const DEMO_ZONE = 'UTC';

/** This week and the next, from the day the demo is seeded. */
const PLANNED_DAYS = 14;

const DAY_MS = 86_400_000;

const isPlannable = (row: WorkOrderRow) =>
  (row.status === 'assigned' || row.status === 'in_progress') && typeof row.assignedTo === 'string';

function freeDaysOf(technicianId: string, now: Date): FreeDay[] {
  const first = plantDayOf(now, DEMO_ZONE);
  const last = plantDayOf(new Date(now.getTime() + (PLANNED_DAYS - 1) * DAY_MS), DEMO_ZONE);
  return daysBetween(first, last)
    .map((date) => ({ technicianId, date, freeHours: dayCapacity(DEFAULT_WORKING_HOURS, [], date) }))
    .filter((day) => day.freeHours > 0);
}

/**
 * The planner's fortnight as the demo opens: each technician's open assigned orders placed on
 * their own working days from today, by the board's Distribute (earliest due and most urgent
 * first, never past a day's hours), back to back from 08:00. What does not fit waits in the
 * backlog, as it would for a real planner.
 */
export function withPlannedFortnight(rows: readonly WorkOrderRow[], now: Date): WorkOrderRow[] {
  const starts = new Map<string, Date>();
  const technicians = new Set(rows.filter(isPlannable).map((row) => row.assignedTo as string));
  for (const technicianId of [...technicians].sort()) {
    const orders = rows
      .filter((row) => isPlannable(row) && row.assignedTo === technicianId)
      .map((row) => ({
        id: row.id as string,
        dueDate: row.dueDate ? row.dueDate.toISOString() : null,
        priority: row.priority ?? 'medium',
        hours: boardHours(row.estimatedHours == null ? null : Number(row.estimatedHours)),
      }));
    const booked = new Map<string, number>();
    for (const placement of distribute(orders, freeDaysOf(technicianId, now)).placements) {
      const before = booked.get(placement.date) ?? 0;
      booked.set(placement.date, before + placement.hours);
      starts.set(placement.workOrderId, plantInstant(placement.date, DAY_START_HOUR + before, DEMO_ZONE));
    }
  }
  return rows.map((row) => {
    const start = row.id ? starts.get(row.id) : undefined;
    return start ? { ...row, scheduledStart: start } : row;
  });
}
