import { MAX_ESCALATION_LEVEL, RESPONSE_TIME_HOURS } from '../../../shared/work-order-rules';
import { escalationChanges, type EscalationFacts } from '../../modules/work-orders/escalation-notice';
import type { auditLog } from '../schema';
import { createdAtOf, STAGE, statusAt } from './drafts';
import type { PlantContext, WorkOrderDraft } from './types';
import { foNumberOf } from './work-order-rows';

type AuditRow = typeof auditLog.$inferInsert;

const HOUR_MS = 3_600_000;
/** The escalation job runs every 30 minutes on the clock (escalation.job.ts). */
const RUN_EVERY_MS = 30 * 60_000;

export interface SeededEscalation extends EscalationFacts {
  at: Date;
}

/** The stage an order was at, at a moment (-1 before it existed). */
function stageAt(draft: WorkOrderDraft, at: number): number {
  let stage = -1;
  draft.stageTimes.forEach((time, index) => {
    if (time.getTime() <= at) stage = index;
  });
  return stage;
}

/**
 * What the escalation job did to one order over its life, run by run, by the job's own rule
 * (escalation.service.ts): on every half hour and once more at `now` — the moment the demo is
 * seeded — so the first real run finds nothing it has not already done.
 */
export function escalationsOf(
  draft: WorkOrderDraft,
  numbers: Map<string, string>,
  now: Date,
): SeededEscalation[] {
  const responseMs = RESPONSE_TIME_HOURS[draft.priority] * HOUR_MS;
  const createdAt = createdAtOf(draft).getTime();
  const earliest = Math.min(draft.dueDate?.getTime() ?? Infinity, createdAt + responseMs);
  const runs: number[] = [];
  for (let at = Math.ceil(earliest / RUN_EVERY_MS) * RUN_EVERY_MS; at < now.getTime(); at += RUN_EVERY_MS) {
    runs.push(at);
  }
  runs.push(now.getTime());

  const escalations: SeededEscalation[] = [];
  let lastAt: number | null = null;
  for (const at of runs) {
    if (escalations.length >= MAX_ESCALATION_LEVEL) break;
    const stage = stageAt(draft, at);
    if (stage < 0 || stage > STAGE.inProgress) continue;
    const overdue = draft.dueDate !== null && draft.dueDate.getTime() < at;
    const unstarted = stage <= STAGE.assigned && createdAt <= at - responseMs;
    if (!overdue && !unstarted) continue;
    if (lastAt !== null && lastAt > at - responseMs) continue;
    lastAt = at;
    escalations.push({
      at: new Date(at),
      workOrderId: draft.id,
      foNumber: foNumberOf(numbers, draft),
      description: draft.description,
      priority: draft.priority,
      status: statusAt(stage),
      level: escalations.length + 1,
      overdue,
      dueDate: draft.dueDate,
    });
  }
  return escalations;
}

/** The audit rows the job wrote, as the system (no user), at the time of each run. */
export function escalationAudit(ctx: PlantContext, escalations: SeededEscalation[]): AuditRow[] {
  return escalations.map((escalation) => ({
    id: ctx.rng.uuid(),
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    userId: null,
    entityType: 'work_order',
    entityId: escalation.workOrderId,
    action: 'escalated',
    changes: escalationChanges(escalation),
    createdAt: escalation.at,
  }));
}
