import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { workOrderChangeLabel } from '@web/components/work-orders/change-labels';
import { jsonBody, pendingWorkOrderUpdate } from '@web/components/work-orders/pending-work-order';
import { ApiError } from '@web/lib/api-client';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { refreshAfterDowntimeChange } from '@web/components/downtime';

/**
 * PATCH through the change queue with If-Match: the version the person saw. The JSON of Date
 * values is ISO 8601, as the API expects.
 */
export function updateWorkOrder({
  order,
  changes,
}: {
  order: WorkOrder;
  changes: UpdateWorkOrder;
}): Promise<WorkOrder> {
  return sendChange<WorkOrder>({
    type: 'update',
    table: 'work-orders',
    data: jsonBody(changes),
    recordId: order.id,
    baseVersion: order.version,
    ...workOrderChangeLabel(order, changes),
    optimistic: pendingWorkOrderUpdate(order, changes),
  });
}

export function useUpdateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkOrder,
    onSuccess: async (updated, { order, changes }) => {
      // Queued: the screens apply it from the queue until the server has it.
      if (wasQueued(updated)) return;
      queryClient.setQueryData(workOrderKeys.detail(updated.id), updated);
      await Promise.all([
        // Completed "back in service": the equipment's downtime ended and it is active again.
        changes.backInService ? refreshAfterDowntimeChange(queryClient) : null,
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(updated.id, 'history') }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        // A vendor's card counts its open orders: a status or vendor change can move that count.
        updated.vendorId || order.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
    onError: async (error, { order }) => {
      // Someone changed the order meanwhile (or a rule refused the change): show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(order.id), exact: true });
      }
    },
  });
}
