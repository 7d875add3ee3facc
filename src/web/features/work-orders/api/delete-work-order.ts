import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** Resolves with a queued marker (see `wasQueued`) when the delete waits on the device. */
export function deleteWorkOrder(
  order: Pick<WorkOrder, 'id' | 'foNumber'>,
  name: ChangeName,
): Promise<unknown> {
  return sendChange<unknown>({
    type: 'delete',
    table: 'work-orders',
    data: {},
    recordId: order.id,
    ...name,
  });
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Pick<WorkOrder, 'id' | 'foNumber'>) =>
      deleteWorkOrder(order, wordChange('change.workOrder.delete', { foNumber: order.foNumber })),
    onSuccess: async (result, { id }) => {
      // Queued: the lists hide it from the queue until the server has the delete.
      if (wasQueued(result)) return;
      const deleted = queryClient.getQueryData<WorkOrder>(workOrderKeys.detail(id));
      queryClient.removeQueries({ queryKey: workOrderKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        deleted?.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
