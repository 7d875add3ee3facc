import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { usePendingRecord, useWithPending } from '@web/lib/offline/pending-records';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useWorkOrder } from './get-work-order';
import { useQueueRead } from './use-queue-read';

/**
 * One work order as the person expects it: from the server with their queued edits applied,
 * or — made offline, under a temp- id — as queued. `syncedId`: a temp- order that has since
 * reached the server, under its server id (the page moves there).
 */
export function useWorkOrderWithPending(id: string) {
  const isLocal = isTempId(id);
  const query = useWorkOrder(id);
  const local = usePendingRecord<WorkOrder>('work-orders', id);
  const onlyEdits = useCallback(
    (action: ChangeAction) => action.type === 'update' && action.recordId === id,
    [id],
  );
  const rows = useMemo(() => (query.data ? [query.data] : undefined), [query.data]);
  const [edited] = useWithPending(rows, 'work-orders', onlyEdits);
  // Until the queue has been read from IndexedDB, a missing record proves nothing.
  const queueRead = useQueueRead();
  const synced = useQuery({
    queryKey: ['offline', 'server-id', id],
    queryFn: () => changeQueue.serverIdFor(id),
    enabled: isLocal && queueRead && !local,
    // Asked again each time the queued record goes away: it may have synced just now.
    staleTime: 0,
    gcTime: 0,
  });
  if (isLocal) {
    return {
      data: local,
      isPending: !local && (!queueRead || synced.isPending),
      isError: false,
      error: null,
      refetch: query.refetch,
      isLocal,
      syncedId: synced.data ?? null,
    };
  }
  return {
    data: query.data ? edited : undefined,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    isLocal,
    syncedId: null,
  };
}
