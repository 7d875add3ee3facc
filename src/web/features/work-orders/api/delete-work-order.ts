import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function deleteWorkOrder(id: string): Promise<void> {
  return apiRequest<void>(`/api/work-orders/${id}`, { method: 'DELETE' });
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkOrder,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: workOrderKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]);
    },
  });
}
