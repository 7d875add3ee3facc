import { REPLICA_CLOSED_DAYS } from '../../../shared/constants';
import type { WorkOrderBundle } from '../../../shared/schemas/sync';
import type { Database } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import type { Clock } from '../../lib/clock';
import { loadDisplayNames } from '../audit/display-names';
import type { AuthContext } from '../auth/auth.context';
import type { DowntimeService } from '../downtime/downtime.service';
import * as activity from './activity.repository';
import { toChecklistDto } from './checklist.service';
import { toLaborDto } from './labor.service';
import { toPartsUsageDto } from './parts-usage.service';
import { buildWorkOrderTimeline } from './timeline';
import { toWorkOrderDto } from './work-order-dto';
import * as repo from './work-orders.repository';

/** A work order as the device keeps it, but for its files, which the attachments module adds. */
export type WorkOrderCopy = Omit<WorkOrderBundle, 'attachments'>;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The work orders a person keeps on their device (ADR 42): every open order of their warehouse
 * and those closed in the last REPLICA_CLOSED_DAYS, each with its checklist, parts used, labour
 * and timeline, read for a thousand orders in seven queries.
 */
export function createWorkingSetService({
  db,
  clock,
  downtime,
}: {
  db: Database;
  clock: Clock;
  downtime: Pick<DowntimeService, 'ofWorkOrders'>;
}) {
  async function copies(actor: AuthContext, range: ReplicaRange): Promise<WorkOrderCopy[]> {
    const closedSince = new Date(clock.now().getTime() - REPLICA_CLOSED_DAYS * 86_400_000);
    const records = await repo.workingSetOrders(db, actor.warehouseId, range, closedSince);
    if (records.length === 0) return [];
    const ids = records.map((r) => r.row.id);
    const [checklist, usage, labor, sources, stops] = await Promise.all([
      activity.listChecklistOf(db, ids),
      activity.listPartsUsageOf(db, ids),
      activity.listLaborOf(db, ids),
      repo.workOrderTimelineSourcesOf(db, ids),
      downtime.ofWorkOrders(actor, ids),
    ]);
    const names = await loadDisplayNames(
      db,
      [...sources.values()].flatMap((s) => s.changes.map((c) => c.changes)),
    );
    const steps = groupBy(checklist, (c) => c.row.workOrderId);
    const used = groupBy(usage, (u) => u.row.workOrderId);
    const worked = groupBy(labor, (l) => l.row.workOrderId);
    return records.map((record) => {
      const id = record.row.id;
      return {
        order: toWorkOrderDto(record),
        checklist: (steps.get(id) ?? []).map(toChecklistDto),
        partsUsage: (used.get(id) ?? []).map(toPartsUsageDto),
        labor: (worked.get(id) ?? []).map(toLaborDto),
        history: buildWorkOrderTimeline(
          { ...(sources.get(id) ?? { statuses: [], changes: [] }), downtime: stops.get(id) ?? [] },
          names,
        ),
      };
    });
  }
  return { copies };
}

export type WorkingSetService = ReturnType<typeof createWorkingSetService>;
