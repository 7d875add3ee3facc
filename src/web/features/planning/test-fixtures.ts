import { DEFAULT_WORKING_HOURS } from '@shared/planning/capacity';
import type { Planning, PlanningCard, PlanningTechnician } from '@shared/schemas/planning';
import { weekDays } from '@web/lib/planning/week-days';

/** Two technicians of the plant, as the board and its dialogs name them. */
export const ANA = { id: '6a1d7b0e-0000-4000-8000-0000000000a1', name: 'Ana Lopez' };
export const BEN = { id: '6a1d7b0e-0000-4000-8000-0000000000b1', name: 'Ben Okafor' };

/** A card as the planning API answers it. */
export function buildPlanningCard(overrides: Partial<PlanningCard> = {}): PlanningCard {
  return {
    id: '6a1d7b0e-0000-4000-8000-000000000001',
    foNumber: 'WO-2026-001',
    description: 'Replace the seal of the feed pump',
    type: 'corrective',
    priority: 'high',
    status: 'assigned',
    assignedTo: ANA.id,
    dueDate: null,
    scheduledStart: null,
    hours: 2,
    equipmentId: null,
    asset: 'PMP-001 — Boiler feed pump',
    equipmentDown: false,
    overdue: false,
    lateAsPlanned: false,
    version: 1,
    ...overrides,
  };
}

/** A technician's week from `monday`, Mon–Fri 8 h, nothing planned, unless the days say otherwise. */
export function buildPlanningTechnician(
  technician: { id: string; name: string },
  monday: string,
  days: Partial<Record<string, Partial<PlanningTechnician['days'][number]>>> = {},
): PlanningTechnician {
  return {
    ...technician,
    workingHours: DEFAULT_WORKING_HOURS,
    days: weekDays(monday).map((date, index) => ({
      date,
      capacity: index < 5 ? 8 : 0,
      load: 0,
      timeOffReason: null,
      ...days[date],
    })),
  };
}

/** The board's read of the week starting `monday`. */
export function buildPlanning(monday: string, overrides: Partial<Planning> = {}): Planning {
  const days = weekDays(monday);
  return {
    from: days[0]!,
    to: days[6]!,
    timezone: 'UTC',
    technicians: [buildPlanningTechnician(ANA, monday), buildPlanningTechnician(BEN, monday)],
    orders: [],
    ghosts: [],
    ...overrides,
  };
}
