import { PM_LOOK_AHEAD_DAYS } from '../../../shared/constants';
import type { Priority } from '../../../shared/domain';
import { createDraft, findPart, STAGE } from './drafts';
import { isInService } from './equipment';
import { addDays, addHours, addMinutes, earliest, latest, quarterHours } from './random';
import type {
  PlantContext,
  SeededPart,
  SeededTemplate,
  SeededUnit,
  TemplateSpec,
  WorkOrderDraft,
} from './types';

const INTERVAL_DAYS: Record<TemplateSpec['frequency'], number> = {
  weekly: 7,
  monthly: 30,
  quarterly: 91,
  annually: 365,
};

/**
 * The shortest the scheduler's calendar interval can be (a month from 31 Jan is 28 days): the
 * scheduler counts the next PM from the last completion plus this interval.
 */
const SHORTEST_INTERVAL_DAYS: Record<TemplateSpec['frequency'], number> = {
  weekly: 7,
  monthly: 28,
  quarterly: 89,
  annually: 365,
};

const PM_PRIORITY: Record<SeededUnit['criticality'], Priority> = {
  critical: 'high',
  high: 'medium',
  medium: 'medium',
  low: 'low',
};

interface Occurrence {
  template: SeededTemplate;
  unit: SeededUnit;
  due: Date;
  createdAt: Date;
  /** Work must be finished before this: when the next occurrence was generated, or now. */
  finishBy: Date;
  /**
   * The latest done occurrence finishes no earlier than this, so the scheduler's next due date
   * (completion plus the interval) is still beyond its look-ahead at `now`: it has nothing to raise.
   */
  finishAfter: Date | null;
  kit: WorkOrderDraft['partsUsed'];
}

/**
 * The orders the PM scheduler would have generated since each programme started: one per
 * interval per matching unit, all done except the latest, which is open when it is still
 * due or was missed. That keeps at most one open order per template and unit.
 */
export function buildPreventiveOrders(
  ctx: PlantContext,
  templates: SeededTemplate[],
  units: SeededUnit[],
  parts: SeededPart[],
): WorkOrderDraft[] {
  const drafts: WorkOrderDraft[] = [];
  for (const template of templates) {
    const kit = template.spec.kit.map(({ partNumber, quantity }) => ({
      part: findPart(parts, partNumber),
      quantity,
    }));
    for (const unit of units.filter((u) => u.model === template.spec.model && isInService(u))) {
      drafts.push(...occurrencesFor(ctx, template, unit, kit));
    }
  }
  return drafts;
}

function occurrencesFor(
  ctx: PlantContext,
  template: SeededTemplate,
  unit: SeededUnit,
  kit: Occurrence['kit'],
): WorkOrderDraft[] {
  const { spec } = template;
  const interval = INTERVAL_DAYS[spec.frequency];
  // The scheduler raises every PM a look-ahead week before it is due.
  const lead = PM_LOOK_AHEAD_DAYS;
  const pinned = spec.nextDueDays?.[unit.tag];
  const nextDue = addDays(ctx.now, pinned ?? ctx.rng.float(0, interval));
  const introduced = addDays(ctx.now, -spec.introducedDaysAgo);

  const dues: Date[] = [];
  for (let due = nextDue; addDays(due, -lead) >= introduced; due = addDays(due, -interval)) {
    if (addDays(due, -lead) <= ctx.now) dues.unshift(due);
  }
  // No occurrence yet (a long interval): the scheduler's rule for a unit without a completed PM
  // (install date, never before the programme began, plus the interval) decides the first one, so
  // the demo's first Run Now does not raise an order that was due months ago.
  const firstDue = addDays(latest(unit.installedAt, introduced), interval);
  if (dues.length === 0 && addDays(firstDue, -lead) <= ctx.now) dues.push(firstDue);

  const isMissed = pinned !== undefined && pinned < 0;
  return dues.map((due, index) => {
    const next = dues[index + 1];
    const occurrence: Occurrence = {
      template,
      unit,
      due,
      createdAt: addDays(due, -lead),
      finishBy: addHours(next ? addDays(next, -lead) : ctx.now, -1),
      finishAfter: next ? null : addHours(addDays(ctx.now, lead - SHORTEST_INTERVAL_DAYS[spec.frequency]), 1),
      kit,
    };
    if (next === undefined && (due > ctx.now || isMissed)) return openOrder(ctx, occurrence, isMissed);
    return doneOrder(ctx, occurrence);
  });
}

function baseInput(occurrence: Occurrence) {
  const { template, unit } = occurrence;
  const { spec } = template;
  return {
    type: 'preventive' as const,
    priority: PM_PRIORITY[unit.criticality],
    description: `PM: ${spec.component} – ${spec.action.toLowerCase()} on ${unit.tag} (${unit.name})`,
    unit,
    pmTemplateId: template.id,
    dueDate: occurrence.due,
    estimatedHours: quarterHours(spec.estimatedDuration / 60),
    checklist: spec.checklist.map((description) => ({ description })),
  };
}

/** A past occurrence: worked around its due date (some late), finished before the next one came. */
function doneOrder(ctx: PlantContext, occurrence: Occurrence): WorkOrderDraft {
  const { rng } = ctx;
  const { createdAt, due, finishBy, finishAfter } = occurrence;
  const workMinutes = occurrence.template.spec.estimatedDuration * rng.float(0.8, 1.3);
  const isLate = rng.chance(0.15);
  const planned = isLate ? addDays(due, rng.float(0.3, 3)) : addDays(due, -rng.float(0, 1.5));
  const earliestStart = finishAfter
    ? latest(addHours(createdAt, 2), addMinutes(finishAfter, -workMinutes))
    : addHours(createdAt, 2);
  const start = latest(earliest(planned, addMinutes(finishBy, -workMinutes)), earliestStart);
  const assigned = new Date(
    createdAt.getTime() + (start.getTime() - createdAt.getTime()) * rng.float(0.1, 0.6),
  );
  const completed = addMinutes(start, workMinutes);
  const verified = addHours(completed, rng.float(4, 72));
  const closed = addHours(verified, rng.float(24, 120));
  return createDraft(ctx, {
    ...baseInput(occurrence),
    requestedBy: ctx.staff.planner,
    plan: [createdAt, assigned, start, completed, verified, closed],
    maxStage: STAGE[rng.weighted({ closed: 6, verified: 3, completed: 1 })],
    fix: 'PM completed per checklist; no defects found.',
    partsUsed: occurrence.kit,
  });
}

/** The latest occurrence: waiting to be done, or missed and now overdue. */
function openOrder(ctx: PlantContext, occurrence: Occurrence, isMissed: boolean): WorkOrderDraft {
  const { rng, now } = ctx;
  const { createdAt, due } = occurrence;
  const assigned = addHours(createdAt, rng.float(1, 24));
  const start = addDays(due, -rng.float(0, 0.8));
  // Due within a day or missed: assigned but not started, as the dashboard's warning and overdue rows show.
  const isPressing = isMissed || due.getTime() - now.getTime() < 24 * 3_600_000;
  return createDraft(ctx, {
    ...baseInput(occurrence),
    requestedBy: ctx.staff.planner,
    plan: [createdAt, assigned, start],
    maxStage: isPressing ? STAGE.assigned : STAGE.inProgress,
  });
}
