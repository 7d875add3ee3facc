import { useCallback, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChangeAction, ChangeTable } from '@web/lib/offline/change-action';
import { useWithPending } from '@web/lib/offline/pending-records';
import { isTempId } from '@web/lib/offline/temp-ids';

/**
 * One of an order's lists (checklist, parts, labour) as the person expects it: what the server
 * has plus what they did on this device and is still queued. An order made offline has no
 * server list to wait for. `newestFirst`: new records go on top (labour), else at the end.
 */
export function usePendingList<T extends { id: string }>(
  query: UseQueryResult<T[]>,
  table: ChangeTable,
  workOrderId: string,
  { newestFirst = false }: { newestFirst?: boolean } = {},
) {
  const belongs = useCallback((action: ChangeAction) => action.parentId === workOrderId, [workOrderId]);
  const merged = useWithPending(query.data, table, belongs);
  const items = useMemo(() => {
    if (newestFirst) return merged;
    // mergePending puts records made here first, newest first: a step added goes at the end instead.
    const queued = merged.filter((row) => isTempId(row.id)).reverse();
    return [...merged.filter((row) => !isTempId(row.id)), ...queued];
  }, [merged, newestFirst]);
  const isLocal = isTempId(workOrderId);
  return {
    items,
    isPending: !isLocal && query.isPending,
    isError: !isLocal && query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
