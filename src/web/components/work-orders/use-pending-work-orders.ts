import { useMemo } from 'react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { useWithPending } from '@web/lib/offline/pending-records';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';

/**
 * A list of work orders with the changes still queued on this device (created, edited,
 * deleted offline), and which of them the server has not got yet ("Not synced yet").
 * `belongs`: which queued new orders this list would show.
 */
export function useWorkOrdersWithPending(
  rows: readonly WorkOrder[] | undefined,
  belongs?: (action: ChangeAction) => boolean,
): { orders: WorkOrder[]; pendingIds: ReadonlySet<string> } {
  const orders = useWithPending(rows, 'work-orders', belongs);
  const actions = usePendingChanges('work-orders');
  const key = actions.map((action) => action.recordId ?? '').join(' ');
  const pendingIds = useMemo(() => new Set(key.split(' ').filter(Boolean)), [key]);
  return { orders, pendingIds };
}
