import type { MeterReadingSource, MeterReset } from '@shared/domain';
import type { Reading } from '@shared/schemas/meters';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { mergePending } from '@web/lib/offline/pending-records';

/** The body of a reading's POST as this device sends it (createReadingSchema's input). */
export interface ReadingBody {
  value: number;
  readAt: string;
  source: MeterReadingSource;
  reset?: MeterReset;
}

/** The reading a queued POST stands for until the server has it (no total: the server counts it). */
export function pendingReading({
  id,
  meterId,
  body,
  readByName,
  now,
}: {
  id: string;
  meterId: string;
  body: ReadingBody;
  readByName: string | null;
  now: Date;
}): Reading {
  return {
    id,
    meterId,
    value: body.value,
    total: null,
    readAt: body.readAt,
    source: body.source,
    reset: body.reset ?? null,
    workOrderId: null,
    note: null,
    readBy: null,
    readByName,
    createdAt: now.toISOString(),
  };
}

/**
 * A meter's readings as the person expects them before the server has their queued ones: those
 * taken on this device merged in, oldest first; `pendingIds` to mark them "Not synced yet".
 */
export function mergePendingReadings(
  rows: readonly Reading[],
  actions: readonly ChangeAction[],
  meterId: string,
): { items: Reading[]; pendingIds: Set<string> } {
  const belongs = (action: ChangeAction) => action.parentId === meterId;
  const items = mergePending(rows, actions, 'meter-readings', belongs).sort((a, b) =>
    a.readAt.localeCompare(b.readAt),
  );
  const pendingIds = new Set(
    actions
      .filter((action) => action.table === 'meter-readings' && belongs(action) && action.recordId)
      .map((action) => action.recordId as string),
  );
  return { items, pendingIds };
}
