import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { apiRequest } from '@web/lib/api-client';
import { vendorsKey } from '@web/components/vendors/vendor-options';

export function deleteWorkOrder(id: string): Promise<void> {
  return apiRequest<void>(`/api/work-orders/${id}`, { method: 'DELETE' });
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkOrder,
    onSuccess: async (_, id) => {
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
