import { useMemo } from 'react';
import type { Downtime } from '@shared/schemas/downtime';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { useOpenDowntime } from './list-downtime';
import { mergePendingDowntime, type DowntimeScope } from './pending-downtime';

/** `mergePendingDowntime` over the signed-in person's live queue. */
export function useDowntimeWithPending(rows: readonly Downtime[] | undefined, scope: DowntimeScope) {
  const { actions } = useChangeQueue();
  const { equipmentId, workOrderId } = scope;
  return useMemo(
    () => mergePendingDowntime(rows ?? [], actions, { equipmentId, workOrderId }),
    [rows, actions, equipmentId, workOrderId],
  );
}

/**
 * Whether the asset is down now, with what this device still has to send applied: its open
 * record (null while it runs), and whether that state waits on the queue.
 */
export function useDownNow(equipmentId: string | null | undefined) {
  const open = useOpenDowntime(equipmentId);
  const merged = useDowntimeWithPending(open.data, { equipmentId: equipmentId ?? '' });
  const record = merged.items.find((candidate) => candidate.endedAt === null) ?? null;
  return {
    record,
    /** Something queued here changed it (recorded, ended, or the order completed "back in service"). */
    isUnsynced: record
      ? merged.pendingIds.has(record.id)
      : open.data?.some((row) => merged.pendingIds.has(row.id)) === true,
    isLoading: open.isLoading,
    isError: open.isError,
    refetch: open.refetch,
  };
}
