import type { Priority } from '../../../shared/domain';
import { createDraft, planFrom, priorityFor, STAGE } from './drafts';
import { isInService } from './equipment';
import { addDays, addHours, atWorkingHour, quarterHours } from './random';
import type { Issue, PlantCatalog, PlantContext, SeededPart, SeededUnit, WorkOrderDraft } from './types';
import { CORRECTIVE_ISSUES, EMERGENCY_CHECKLIST, EMERGENCY_ISSUES, fillTag } from './work-order-text';

/** Days a requester gives a fault of each priority, matching the plant's response targets. */
const DUE_DAYS: Record<Priority, number> = { low: 14, medium: 7, high: 3, critical: 1 };

type Range = readonly [number, number];
/** Hours from request to assignment and from assignment to start, by urgency. */
const RESPONSE_HOURS: Record<Priority | 'emergency', { assign: Range; start: Range }> = {
  emergency: { assign: [0.1, 0.4], start: [0.1, 0.5] },
  critical: { assign: [0.25, 1.5], start: [0.25, 2] },
  high: { assign: [1, 8], start: [2, 24] },
  medium: { assign: [2, 30], start: [4, 72] },
  low: { assign: [4, 72], start: [24, 168] },
};

/**
 * Faults reported over the last six months: one open repair behind every unit that is down
 * for maintenance, breakdowns spread with more of them recent (older ones are done), and a
 * few emergencies on the units that matter most.
 */
export function buildCorrectiveOrders(
  ctx: PlantContext,
  catalog: PlantCatalog,
  units: SeededUnit[],
  parts: SeededPart[],
): WorkOrderDraft[] {
  const { rng, now } = ctx;
  const inService = units.filter(isInService);
  const drafts: WorkOrderDraft[] = [];

  for (const unit of inService.filter((u) => u.status === 'maintenance')) {
    const issue = rng.pick(CORRECTIVE_ISSUES[unit.kind]);
    const createdAt = raisedAt(ctx, rng.float(1.5, 4));
    drafts.push(
      repair(ctx, unit, issue, parts, {
        type: 'corrective',
        priority: 'high',
        createdAt,
        maxStage: STAGE.inProgress,
      }),
    );
  }

  for (let i = 0; i < catalog.correctiveCount; i++) {
    const ageDays = 178 * ((i + rng.next()) / catalog.correctiveCount) ** 2;
    const unit = rng.pick(inService);
    const issue = rng.pick(CORRECTIVE_ISSUES[unit.kind]);
    drafts.push(
      repair(ctx, unit, issue, parts, {
        type: 'corrective',
        createdAt: raisedAt(ctx, ageDays),
        maxStage: finalStage(ctx, ageDays),
      }),
    );
  }

  const emergencyUnits = inService.filter(
    (u) => EMERGENCY_ISSUES[u.kind] && (u.criticality === 'critical' || u.criticality === 'high'),
  );
  for (let i = 0; i < catalog.emergencyCount && emergencyUnits.length > 0; i++) {
    // One recent emergency keeps the equipment alerts of the last fortnight real.
    const ageDays = i === 0 ? rng.float(2, 9) : rng.float(10, 175);
    const unit = rng.pick(emergencyUnits);
    const issue = rng.pick(EMERGENCY_ISSUES[unit.kind] ?? CORRECTIVE_ISSUES[unit.kind]);
    drafts.push(
      repair(ctx, unit, issue, parts, {
        type: 'emergency',
        createdAt: addDays(now, -ageDays),
        maxStage: STAGE.closed,
      }),
    );
  }
  return drafts;
}

/** A request raised during a shift `ageDays` ago; within the last day, at the exact moment. */
function raisedAt(ctx: PlantContext, ageDays: number): Date {
  const at = addDays(ctx.now, -ageDays);
  return ageDays < 1 ? at : atWorkingHour(at, ctx.rng);
}

/** Old jobs are finished (some never verified); recent ones may wait for parts or a free technician. */
function finalStage(ctx: PlantContext, ageDays: number): number {
  const weights: Partial<Record<keyof typeof STAGE, number>> =
    ageDays >= 30
      ? { closed: 6, verified: 2.5, completed: 1.5 }
      : ageDays >= 7
        ? { closed: 3, verified: 2, completed: 2, inProgress: 1.5, assigned: 1.5, new: 0.5 }
        : { closed: 1, verified: 1, completed: 1, inProgress: 2, assigned: 2, new: 2 };
  return STAGE[ctx.rng.weighted(weights)];
}

function repair(
  ctx: PlantContext,
  unit: SeededUnit,
  issue: Issue,
  parts: SeededPart[],
  options: { type: 'corrective' | 'emergency'; priority?: Priority; createdAt: Date; maxStage: number },
): WorkOrderDraft {
  const { rng } = ctx;
  const isEmergency = options.type === 'emergency';
  const priority = options.priority ?? (isEmergency ? emergencyPriority(ctx, unit) : priorityFor(ctx, unit));
  const response = RESPONSE_HOURS[isEmergency ? 'emergency' : priority];
  const hasDueDate = isEmergency || rng.chance(0.85);
  const dueDate = isEmergency
    ? addHours(options.createdAt, priority === 'critical' ? 4 : 8)
    : addDays(options.createdAt, DUE_DAYS[priority]);
  return createDraft(ctx, {
    type: options.type,
    priority,
    description: fillTag(issue.text, unit.tag),
    unit,
    requestedBy: rng.pick(ctx.staff.requesters),
    dueDate: hasDueDate ? dueDate : null,
    estimatedHours: quarterHours(issue.hours),
    // Hours to assign, to start, on the job, to verify and to close.
    plan: planFrom(options.createdAt, [
      rng.float(...response.assign),
      rng.float(...response.start),
      issue.hours * rng.float(0.7, 1.4),
      rng.float(2, 48),
      rng.float(24, 96),
    ]),
    maxStage: options.maxStage,
    fix: issue.fix,
    checklist: isEmergency ? EMERGENCY_CHECKLIST.map((description) => ({ description })) : [],
    partsUsed: pickParts(ctx, unit, parts),
  });
}

function emergencyPriority(ctx: PlantContext, unit: SeededUnit): Priority {
  if (unit.criticality === 'critical') return 'critical';
  return ctx.rng.chance(0.6) ? 'critical' : 'high';
}

/** Most repairs draw one or two spares that fit the unit; cheap ones come by the handful. */
function pickParts(ctx: PlantContext, unit: SeededUnit, parts: SeededPart[]): WorkOrderDraft['partsUsed'] {
  const { rng } = ctx;
  const fitting = parts.filter((p) => p.spec.kinds.includes(unit.kind));
  const wantsParts = rng.chance(0.65);
  const first = fitting.length > 0 ? rng.pick(fitting) : null;
  const second = fitting.length > 1 && rng.chance(0.3) ? rng.pick(fitting.filter((p) => p !== first)) : null;
  return [first, second]
    .filter((part): part is SeededPart => wantsParts && part !== null)
    .map((part) => ({ part, quantity: Number(part.spec.unitCost) < 30 ? rng.int(1, 4) : rng.int(1, 2) }));
}
