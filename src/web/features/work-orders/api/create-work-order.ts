import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { vendorsKey } from '@web/components/vendors/vendor-options';

export function createWorkOrder(input: CreateWorkOrder): Promise<WorkOrder> {
  return apiRequest<WorkOrder>('/api/work-orders', { method: 'POST', body: input });
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkOrder,
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        // The vendor's card counts its open work orders.
        created.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
