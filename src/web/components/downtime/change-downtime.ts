import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type {
  CloseDowntime,
  CreateDowntime,
  Downtime,
  DowntimeReason,
  UpdateDowntime,
} from '@shared/schemas/downtime';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { wordChange } from '@web/components/offline/change-wording';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatDateTime } from '@web/lib/formatting';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { closedDowntime, correctedDowntime, pendingDowntime, type DowntimeNames } from './pending-downtime';
import { downtimeKeys } from './query-keys';

/**
 * Downtime changes through the change queue (ADR 31), online too: Idempotency-Key = the
 * action's id, If-Match = the version the person saw. Offline they show at once from the queue.
 */

/**
 * What a downtime change makes stale: downtime everywhere, the asset (its status follows an
 * open record), work-order lists (an asset's recent orders, and the analytics, keyed under
 * them) and the dashboard's count of active equipment.
 */
export function refreshAfterDowntimeChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: downtimeKeys.all }),
    queryClient.invalidateQueries({ queryKey: equipmentKey }),
    queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
  ]);
}

export function recordDowntime({
  input,
  reason,
  names,
  user,
}: {
  input: CreateDowntime;
  reason: DowntimeReason | undefined;
  names: DowntimeNames;
  user: SessionUser | null;
}): Promise<Downtime> {
  const id = newTempId();
  return sendChange<Downtime>({
    type: 'create',
    table: 'downtime',
    data: jsonBody(input),
    recordId: id,
    ...wordChange(input.endedAt ? 'change.downtime.recordPast' : 'change.downtime.record', {
      tag: names.equipmentAssetTag,
      reason: reason?.label ?? input.reasonCode,
    }),
    optimistic: pendingDowntime(id, input, reason, names, user),
  });
}

export function correctDowntime({
  record,
  changes,
  reasons,
}: {
  record: Downtime;
  changes: UpdateDowntime;
  reasons: readonly DowntimeReason[];
}): Promise<Downtime> {
  const data = jsonBody(changes);
  return sendChange<Downtime>({
    type: 'update',
    table: 'downtime',
    data,
    recordId: record.id,
    baseVersion: record.version,
    ...wordChange('change.downtime.correct', {
      tag: record.equipmentAssetTag,
      start: formatDateTime(record.startedAt),
    }),
    optimistic: correctedDowntime(record, data, reasons),
  });
}

export function closeDowntime({
  record,
  input = {},
  user,
}: {
  record: Downtime;
  input?: CloseDowntime;
  user: SessionUser | null;
}): Promise<Downtime> {
  return sendChange<Downtime>({
    type: 'update',
    table: 'downtime-close',
    data: jsonBody(input),
    recordId: record.id,
    baseVersion: record.version,
    ...wordChange('change.downtime.close', { tag: record.equipmentAssetTag }),
    optimistic: closedDowntime(record, input, user),
  });
}

export function deleteDowntime(record: Downtime): Promise<unknown> {
  return sendChange<unknown>({
    type: 'delete',
    table: 'downtime',
    data: {},
    recordId: record.id,
    baseVersion: record.version,
    ...wordChange('change.downtime.delete', {
      tag: record.equipmentAssetTag,
      start: formatDateTime(record.startedAt),
    }),
  });
}

/** Queued: the screens show it from the queue until the server has it, so nothing is stale yet. */
function useRefreshUnlessQueued() {
  const queryClient = useQueryClient();
  return (result: unknown) => (wasQueued(result) ? undefined : refreshAfterDowntimeChange(queryClient));
}

export function useRecordDowntime() {
  const { user } = useAuth();
  const refresh = useRefreshUnlessQueued();
  return useMutation({
    mutationFn: (request: Omit<Parameters<typeof recordDowntime>[0], 'user'>) =>
      recordDowntime({ ...request, user }),
    onSuccess: refresh,
  });
}

export function useCorrectDowntime() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUnlessQueued();
  return useMutation({
    mutationFn: correctDowntime,
    onSuccess: refresh,
    // A conflict means what is on screen is stale too.
    onError: () => queryClient.invalidateQueries({ queryKey: downtimeKeys.all }),
  });
}

export function useCloseDowntime() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useRefreshUnlessQueued();
  return useMutation({
    mutationFn: (request: { record: Downtime; input?: CloseDowntime }) => closeDowntime({ ...request, user }),
    onSuccess: refresh,
    onError: () => queryClient.invalidateQueries({ queryKey: downtimeKeys.all }),
  });
}

export function useDeleteDowntime() {
  const refresh = useRefreshUnlessQueued();
  return useMutation({ mutationFn: deleteDowntime, onSuccess: refresh });
}
