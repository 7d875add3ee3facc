import {
  planningCardSchema,
  planningGhostSchema,
  planningSchema,
  type Planning,
  type PlanningCard,
  type PlanningGhost,
  type PlanningTechnician,
} from '@shared/schemas/planning';
import { daysBetween } from '@shared/planning/capacity';

/** The week the board tests plan: Monday 30 November to Sunday 6 December 2026, in Berlin. */
export const WEEK = { from: '2026-11-30', to: '2026-12-06' } as const;
export const TIMEZONE = 'Europe/Berlin';

export const DANA = { id: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0d01', name: 'Dana Lee' } as const;
export const SAM = { id: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0d02', name: 'Sam Ortiz' } as const;

let sequence = 0;

/** A card as GET /api/planning answers it, checked against the shared schema (the contract). */
export function buildPlanningCard(overrides: Partial<PlanningCard> = {}): PlanningCard {
  sequence += 1;
  const number = String(sequence).padStart(4, '0');
  return planningCardSchema.parse({
    id: `3f1c2a4e-0000-4000-8000-00000000${number}`,
    foNumber: `WO-2026-${number}`,
    description: 'Replace the worn drive belt',
    type: 'corrective',
    priority: 'medium',
    status: 'new',
    assignedTo: null,
    dueDate: null,
    scheduledStart: null,
    hours: 2,
    equipmentId: null,
    asset: 'Conveyor CV-3',
    equipmentDown: false,
    overdue: false,
    lateAsPlanned: false,
    version: 1,
    ...overrides,
  });
}

export function buildGhost(overrides: Partial<PlanningGhost> = {}): PlanningGhost {
  return planningGhostSchema.parse({
    kind: 'pm',
    pmTemplateId: '3f1c2a4e-0000-4000-8000-00000000a001',
    title: 'Monthly lubrication',
    date: '2026-12-03',
    hours: 1,
    equipmentId: null,
    asset: 'Press PR-1',
    assignedTo: DANA.id,
    ...overrides,
  });
}

/** A technician working Mon–Fri 8 h with nothing planned, except the days `days` changes. */
export function buildTechnician(
  person: { id: string; name: string },
  days: Partial<Record<string, Partial<PlanningTechnician['days'][number]>>> = {},
): PlanningTechnician {
  const workingHours = { mon: 8, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 };
  return {
    ...person,
    workingHours,
    days: daysBetween(WEEK.from, WEEK.to).map((date, index) => ({
      date,
      capacity: index < 5 ? 8 : 0,
      load: 0,
      timeOffReason: null,
      ...days[date],
    })),
  };
}

export function buildPlanning(overrides: Partial<Planning> = {}): Planning {
  return planningSchema.parse({
    ...WEEK,
    timezone: TIMEZONE,
    technicians: [buildTechnician(DANA), buildTechnician(SAM)],
    orders: [],
    ghosts: [],
    ...overrides,
  });
}
