import { createDraft, findPart, planFrom, STAGE, stageTime } from './drafts';
import { addDays, quarterHours } from './random';
import type { FollowUpSpec, PlantContext, SeededPart, WorkOrderDraft } from './types';
import { fillTag } from './work-order-text';

/**
 * Fails one checklist step of a finished PM at least three weeks old and raises the repair
 * it called for, linked both ways, as the follow-up flow of the work-order screen shows it.
 * Returns the drafts unchanged when no PM qualifies yet.
 */
export function withFollowUp(
  ctx: PlantContext,
  spec: FollowUpSpec,
  drafts: WorkOrderDraft[],
  parts: SeededPart[],
): WorkOrderDraft[] {
  const cutoff = addDays(ctx.now, -21);
  const source = drafts.find((d) => {
    const completedAt = stageTime(d, STAGE.completed);
    return (
      d.type === 'preventive' && d.unit.model === spec.model && completedAt !== null && completedAt <= cutoff
    );
  });
  const completedAt = source && stageTime(source, STAGE.completed);
  if (!source || !completedAt || !source.checklist[spec.step]) return drafts;

  const createdAt = new Date(completedAt.getTime() + 20 * 60_000);
  const followUp = createDraft(ctx, {
    type: 'corrective',
    priority: 'high',
    description: fillTag(spec.issue.text, source.unit.tag),
    unit: source.unit,
    requestedBy: source.assignee,
    dueDate: addDays(createdAt, 3),
    estimatedHours: quarterHours(spec.issue.hours),
    plan: planFrom(createdAt, [2, 20, spec.issue.hours, 24, 48]),
    maxStage: STAGE.closed,
    fix: spec.issue.fix,
    parentWorkOrderId: source.id,
    partsUsed: spec.parts.map(({ partNumber, quantity }) => ({
      part: findPart(parts, partNumber),
      quantity,
    })),
  });
  const flagged: WorkOrderDraft = {
    ...source,
    notes: `${spec.finding}; follow-up order raised.`,
    checklist: source.checklist.map((item, index) =>
      index === spec.step ? { ...item, failedNote: spec.finding, followUpWorkOrderId: followUp.id } : item,
    ),
  };
  return [...drafts.map((d) => (d === source ? flagged : d)), followUp];
}
