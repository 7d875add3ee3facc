import { DOWNTIME_REASON_BREAKDOWN, DOWNTIME_REASON_PLANNED } from '../../../shared/constants';
import type { downtime } from '../schema';
import { createdAtOf, STAGE, stageTime } from './drafts';
import { addDays, addHours, type Rng } from './random';
import type { PlantContext, SeededUnit, WorkOrderDraft } from './types';

type DowntimeRow = typeof downtime.$inferInsert;

interface Stop {
  unit: SeededUnit;
  workOrderId: string | null;
  reasonCode: string;
  planned: boolean;
  startedAt: Date;
  endedAt: Date | null;
  openedBy: string | null;
  closedBy: string | null;
  note: string | null;
}

/**
 * The downtime the plant's six months of work left (issue 12 §7), by the rules the app applies
 * live: a completed PM stopped its unit on plan while it was worked on; an emergency, or a high
 * or critical fault, stopped it from the report until the repair was completed (a repair that
 * needed spares and started half a day or more later waited for them); a unit in maintenance is down behind its open repair, and one
 * taken out of service has been off for a few weeks. Stops of one unit never overlap: a fault
 * reported while the unit was already down is part of that stop. Drawn from a stream of its
 * own, so the rest of the demo is unchanged by it.
 */
export function buildDowntime(
  ctx: PlantContext,
  rng: Rng,
  drafts: WorkOrderDraft[],
  units: SeededUnit[],
): DowntimeRow[] {
  const stops = [
    ...drafts.flatMap((draft) => stopOf(ctx, rng, draft)),
    ...units.filter((u) => u.status === 'inactive').map((unit) => outOfService(ctx, rng, unit)),
  ];
  return withoutOverlaps(stops).map((stop) => ({
    id: rng.uuid(),
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    equipmentId: stop.unit.id,
    workOrderId: stop.workOrderId,
    reasonCode: stop.reasonCode,
    planned: stop.planned,
    startedAt: stop.startedAt,
    endedAt: stop.endedAt,
    note: stop.note,
    openedBy: stop.openedBy,
    closedBy: stop.closedBy,
    updatedBy: stop.closedBy ?? stop.openedBy,
    createdAt: stop.startedAt,
    updatedAt: stop.endedAt ?? stop.startedAt,
  }));
}

const stopsMachine = (draft: WorkOrderDraft) =>
  draft.type === 'emergency' || draft.priority === 'high' || draft.priority === 'critical';

function stopOf(ctx: PlantContext, rng: Rng, draft: WorkOrderDraft): Stop[] {
  const completedAt = stageTime(draft, STAGE.completed);
  if (draft.type === 'preventive') {
    const startedAt = stageTime(draft, STAGE.inProgress);
    if (!startedAt || !completedAt) return [];
    return [
      {
        unit: draft.unit,
        workOrderId: draft.id,
        reasonCode: DOWNTIME_REASON_PLANNED,
        planned: true,
        startedAt,
        endedAt: completedAt,
        openedBy: draft.assignee,
        closedBy: draft.assignee,
        note: null,
      },
    ];
  }
  if (!stopsMachine(draft)) return [];
  // A unit still running while its repair is open was not stopped by the fault (yet).
  const isOpenStop = !completedAt && draft.unit.status === 'maintenance';
  if (!completedAt && !isOpenStop) return [];
  const startedAt = createdAtOf(draft);
  const workStarted = stageTime(draft, STAGE.inProgress);
  // Half a day or more before work could start on a repair that needed spares: they were waited for.
  const hoursToStart = workStarted ? (workStarted.getTime() - startedAt.getTime()) / 3_600_000 : 0;
  const waitedForParts = hoursToStart >= 12 && draft.partsUsed.length > 0;
  return [
    {
      unit: draft.unit,
      workOrderId: draft.id,
      reasonCode: waitedForParts
        ? 'waiting_for_parts'
        : rng.weighted({ [DOWNTIME_REASON_BREAKDOWN]: 16, operator: 2, utilities: 2 }),
      planned: false,
      startedAt,
      endedAt: completedAt ?? null,
      openedBy: draft.requestedBy,
      closedBy: completedAt ? draft.assignee : null,
      note: waitedForParts ? 'Spares ordered; unit stopped until they arrived' : null,
    },
  ];
}

/** A unit taken out of service some weeks ago, still off. */
function outOfService(ctx: PlantContext, rng: Rng, unit: SeededUnit): Stop {
  return {
    unit,
    workOrderId: null,
    reasonCode: 'other',
    planned: true,
    startedAt: addHours(addDays(ctx.now, -rng.int(10, 30)), -rng.int(0, 8)),
    endedAt: null,
    openedBy: ctx.staff.owner,
    closedBy: null,
    note: `Taken out of service: ${unit.name.toLowerCase()} not needed for now`,
  };
}

/**
 * Per unit, in order of start, a stop that begins while the unit is still down is dropped;
 * but the open stop of a unit down now is kept over a closed one it overlaps, as the unit's
 * status says it is down.
 */
function withoutOverlaps(stops: Stop[]): Stop[] {
  const lastByUnit = new Map<string, Stop>();
  const kept = new Set<Stop>();
  for (const stop of [...stops].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())) {
    const last = lastByUnit.get(stop.unit.id);
    const overlaps = last !== undefined && (last.endedAt === null || stop.startedAt < last.endedAt);
    if (overlaps && stop.endedAt !== null) continue;
    if (overlaps && last) kept.delete(last);
    kept.add(stop);
    lastByUnit.set(stop.unit.id, stop);
  }
  return [...kept];
}
