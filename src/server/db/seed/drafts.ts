import {
  WORK_ORDER_STATUSES,
  type Priority,
  type WorkOrderStatus,
  type WorkOrderType,
} from '../../../shared/domain';
import type { ChecklistDraft, PlantContext, SeededPart, SeededUnit, WorkOrderDraft } from './types';

/** Index of each status in the life of an order: new → assigned → … → closed. */
export const STAGE = {
  new: 0,
  assigned: 1,
  inProgress: 2,
  completed: 3,
  verified: 4,
  closed: 5,
} as const;

export interface DraftInput {
  type: WorkOrderType;
  priority: Priority;
  description: string;
  unit: SeededUnit;
  pmTemplateId?: string;
  requestedBy: string;
  dueDate: Date | null;
  estimatedHours: number;
  /** Planned time of each stage from creation on; stages planned after `now` have not happened yet. */
  plan: Date[];
  /** The furthest stage the order ever gets to: a job waiting for parts stalls early. */
  maxStage: number;
  /** What the technician wrote on completion. */
  fix?: string;
  checklist?: ChecklistDraft[];
  parentWorkOrderId?: string;
  partsUsed?: WorkOrderDraft['partsUsed'];
}

export function statusAt(stage: number): WorkOrderStatus {
  const status = WORK_ORDER_STATUSES[stage];
  if (!status) throw new Error(`No work-order status at stage ${stage}`);
  return status;
}

export const statusOf = (draft: WorkOrderDraft) => statusAt(draft.stageTimes.length - 1);

export const isOpen = (draft: WorkOrderDraft) => draft.stageTimes.length <= STAGE.inProgress + 1;
export const hasReached = (draft: WorkOrderDraft, stage: number) => draft.stageTimes.length > stage;
export const stageTime = (draft: WorkOrderDraft, stage: number) => draft.stageTimes[stage] ?? null;

export function createdAtOf(draft: WorkOrderDraft): Date {
  const createdAt = draft.stageTimes[STAGE.new];
  if (!createdAt) throw new Error('A work order draft has no creation time');
  return createdAt;
}

/** Cumulative stage times from creation and the hours between consecutive stages. */
export function planFrom(createdAt: Date, hoursBetweenStages: number[]): Date[] {
  const plan = [createdAt];
  let at = createdAt.getTime();
  for (const hours of hoursBetweenStages) {
    at += Math.max(1, Math.round(hours * 60)) * 60_000;
    plan.push(new Date(at));
  }
  return plan;
}

/**
 * Turns a plan into an order as it stands at `now`: the stages already past, who made each
 * change, and the crew on the job. Everything is drawn even when unused so that one order's
 * outcome never shifts the random stream of the next.
 */
export function createDraft(ctx: PlantContext, input: DraftInput): WorkOrderDraft {
  const { rng, staff, now } = ctx;
  const id = rng.uuid();
  const assignee = rng.pick(staff.technicians);
  const others = [...new Set(staff.technicians)].filter((tech) => tech !== assignee);
  const helperDrawn = others.length > 0 ? rng.pick(others) : null;
  const needsHelper = input.type === 'emergency' || input.priority === 'critical';
  const actors = [
    input.requestedBy,
    rng.pick(staff.dispatchers),
    assignee,
    assignee,
    rng.pick(staff.verifiers),
    rng.pick(staff.closers),
  ];

  const stageTimes: Date[] = [];
  for (const [stage, at] of input.plan.entries()) {
    if (stage > input.maxStage || at > now) break;
    stageTimes.push(at);
  }
  return {
    id,
    type: input.type,
    priority: input.priority,
    description: input.description,
    unit: input.unit,
    pmTemplateId: input.pmTemplateId ?? null,
    requestedBy: input.requestedBy,
    assignee,
    helper: needsHelper ? helperDrawn : null,
    dueDate: input.dueDate,
    estimatedHours: input.estimatedHours,
    stageTimes,
    stageActors: actors.slice(0, stageTimes.length),
    notes: stageTimes.length > STAGE.completed ? (input.fix ?? null) : null,
    checklist: input.checklist ?? [],
    followUp: input.parentWorkOrderId !== undefined,
    parentWorkOrderId: input.parentWorkOrderId ?? null,
    // Parts are drawn from stock when the job is done, so open orders have used none yet.
    partsUsed: stageTimes.length > STAGE.completed ? (input.partsUsed ?? []) : [],
  };
}

/** Priority a requester would give a fault on a unit of this criticality. */
export function priorityFor(ctx: PlantContext, unit: SeededUnit): Priority {
  const weights: Record<SeededUnit['criticality'], Partial<Record<Priority, number>>> = {
    critical: { medium: 2, high: 4, critical: 3 },
    high: { low: 1, medium: 4, high: 4, critical: 1 },
    medium: { low: 2, medium: 5, high: 2 },
    low: { low: 5, medium: 4, high: 1 },
  };
  return ctx.rng.weighted(weights[unit.criticality]);
}

export const findPart = (parts: SeededPart[], partNumber: string): SeededPart => {
  const part = parts.find((p) => p.spec.partNumber === partNumber);
  if (!part) throw new Error(`Demo part ${partNumber} is missing from the catalog`);
  return part;
};
