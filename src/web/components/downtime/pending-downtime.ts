import type { SessionUser } from '@shared/schemas/auth';
import type { CloseDowntime, CreateDowntime, Downtime, DowntimeReason } from '@shared/schemas/downtime';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { formatFullName } from '@web/lib/formatting';
import { mergePending } from '@web/lib/offline/pending-records';
import { isTempId } from '@web/lib/offline/temp-ids';

/**
 * Downtime as it stands with the person's queued changes (ADR 31): the records a change made
 * on this device stands for until the server has it, and lists with those changes applied.
 */

const HOUR_MS = 3_600_000;

/** Hours down, to the end or (while open) to `now`, two decimals: as the server counts them. */
export function hoursDown(record: Pick<Downtime, 'startedAt' | 'endedAt'>, now: number): number {
  const end = record.endedAt ? new Date(record.endedAt).getTime() : now;
  return Math.round((Math.max(0, end - new Date(record.startedAt).getTime()) / HOUR_MS) * 100) / 100;
}

const DAY_MS = 86_400_000;

/** Hours down within the last `days` days: each stop cut at the window's start, an open one to now. */
export function hoursDownWithin(
  records: readonly Pick<Downtime, 'startedAt' | 'endedAt'>[],
  days: number,
  now: number,
): number {
  const from = now - days * DAY_MS;
  const hours = records.reduce((sum, record) => {
    if (record.endedAt && new Date(record.endedAt).getTime() <= from) return sum;
    const start = Math.max(new Date(record.startedAt).getTime(), from);
    return sum + hoursDown({ startedAt: new Date(start).toISOString(), endedAt: record.endedAt }, now);
  }, 0);
  return Math.round(hours * 100) / 100;
}

/** What the screen knows that the request does not carry: names for the ids. */
export interface DowntimeNames {
  equipmentAssetTag: string;
  equipmentName: string;
  workOrderFoNumber?: string | null;
}

export function pendingDowntime(
  id: string,
  input: CreateDowntime,
  reason: Pick<DowntimeReason, 'code' | 'label' | 'planned'> | undefined,
  names: DowntimeNames,
  user: SessionUser | null,
  now = new Date(),
): Downtime {
  const body = jsonBody(input) as Partial<Record<'startedAt' | 'endedAt', string>>;
  const startedAt = body.startedAt ?? now.toISOString();
  const endedAt = body.endedAt ?? null;
  return {
    id,
    equipmentId: input.equipmentId,
    equipmentAssetTag: names.equipmentAssetTag,
    equipmentName: names.equipmentName,
    workOrderId: input.workOrderId ?? null,
    workOrderFoNumber: names.workOrderFoNumber ?? null,
    reasonCode: input.reasonCode,
    reasonLabel: reason?.label ?? input.reasonCode,
    planned: input.planned ?? reason?.planned ?? false,
    // Whether the equipment has children is the server's to say; until then, only what was asked.
    stopsChildren: input.stopsChildren ?? false,
    startedAt,
    endedAt,
    durationHours: hoursDown({ startedAt, endedAt }, now.getTime()),
    note: input.note ?? null,
    openedByName: user ? formatFullName(user) : null,
    closedByName: endedAt && user ? formatFullName(user) : null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
}

/**
 * The record once the server has a correction: the changes applied, the reason's label looked
 * up, one version on — so a second change made offline (another edit, a delete) follows this
 * one instead of conflicting with it, as equipment edits do.
 */
export function correctedDowntime(
  record: Downtime,
  changes: Record<string, unknown>,
  reasons: readonly DowntimeReason[] = [],
  now = new Date(),
): Downtime {
  const next = {
    ...record,
    ...changes,
    updatedAt: now.toISOString(),
    version: record.version + 1,
  } as Downtime;
  if (typeof changes.reasonCode === 'string') {
    next.reasonLabel =
      reasons.find((reason) => reason.code === changes.reasonCode)?.label ?? changes.reasonCode;
  }
  next.durationHours = hoursDown(next, now.getTime());
  return next;
}

/** The record once "Back in service" reaches the server: ended, by this person, one version on. */
export function closedDowntime(
  record: Downtime,
  input: CloseDowntime,
  user: SessionUser | null,
  now = new Date(),
): Downtime {
  const endedAt = input.endedAt ? input.endedAt.toISOString() : now.toISOString();
  const next = {
    ...record,
    endedAt,
    closedByName: user ? formatFullName(user) : record.closedByName,
    note: input.note ?? record.note,
    updatedAt: now.toISOString(),
    version: record.version + 1,
  };
  return { ...next, durationHours: hoursDown(next, now.getTime()) };
}

/** Which records a list shows: one asset's, one order's, or both. */
export interface DowntimeScope {
  equipmentId?: string;
  workOrderId?: string;
}

function inScope(record: Pick<Downtime, 'equipmentId' | 'workOrderId'>, scope: DowntimeScope): boolean {
  return (
    (scope.equipmentId === undefined || record.equipmentId === scope.equipmentId) &&
    (scope.workOrderId === undefined || record.workOrderId === scope.workOrderId)
  );
}

const newestFirst = (a: Downtime, b: Downtime) =>
  new Date(b.startedAt).getTime() - new Date(a.startedAt).getTime();

/**
 * The list as the person expects it before the server has their queued changes: records
 * made here, corrections applied, deletes gone, "Back in service" given here ended — whether
 * pressed on the asset or by completing its order with it. `pendingIds` are the records a
 * queued change touches, to mark "Not synced yet".
 */
export function mergePendingDowntime(
  rows: readonly Downtime[],
  actions: readonly ChangeAction[],
  scope: DowntimeScope,
): { items: Downtime[]; pendingIds: Set<string> } {
  const pendingIds = new Set<string>();
  const belongs = (action: ChangeAction) =>
    action.type !== 'create' ||
    (action.optimistic !== undefined && inScope(action.optimistic as Downtime, scope));
  let items = mergePending(rows, actions, 'downtime', belongs).filter((record) => inScope(record, scope));
  for (const action of actions) {
    if (action.table === 'downtime' && action.recordId) pendingIds.add(action.recordId);
    if (action.table === 'downtime-close' && action.recordId && action.optimistic) {
      const closed = action.optimistic;
      items = items.map((record) =>
        record.id === action.recordId ? ({ ...record, ...closed } as Downtime) : record,
      );
      pendingIds.add(action.recordId);
    }
    const order = action.optimistic as { equipmentId?: unknown } | undefined;
    const isBackInService =
      action.table === 'work-orders' && action.type === 'update' && action.data.backInService === true;
    if (isBackInService && typeof order?.equipmentId === 'string') {
      const endedAt = new Date(action.timestamp).toISOString();
      items = items.map((record) => {
        if (record.endedAt !== null || record.equipmentId !== order.equipmentId) return record;
        if (new Date(record.startedAt).getTime() >= action.timestamp) return record;
        pendingIds.add(record.id);
        return { ...record, endedAt };
      });
    }
  }
  for (const record of items) if (isTempId(record.id)) pendingIds.add(record.id);
  return { items: items.sort(newestFirst), pendingIds };
}
