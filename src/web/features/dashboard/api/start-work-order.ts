import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/use-toast';

/** assigned → in_progress, with If-Match: the version the technician saw. */
export function startWorkOrder(order: WorkOrder): Promise<WorkOrder> {
  return apiRequest<WorkOrder>(`/api/work-orders/${order.id}`, {
    method: 'PATCH',
    body: { status: 'in_progress' },
    headers: { 'If-Match': String(order.version) },
  });
}

export function useStartWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startWorkOrder,
    onSuccess: async (started) => {
      queryClient.setQueryData(workOrderKeys.detail(started.id), started);
      toast({ title: 'Work started', description: `${started.foNumber} is in progress.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]);
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not start',
        description: errorMessage(error, 'Try again.'),
      });
      // A 409 means the order changed meanwhile: show it as it is now.
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
    },
  });
}
