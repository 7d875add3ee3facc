import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function stopLaborTimer(id: string): Promise<LaborEntry> {
  return apiRequest<LaborEntry>(`/api/work-orders/labor/${id}/stop`, { method: 'POST' });
}

export function useStopLaborTimer(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopLaborTimer,
    onSuccess: (stopped) => {
      queryClient.setQueryData<LaborEntry[]>(workOrderKeys.part(workOrderId, 'labor'), (entries) =>
        entries?.map((entry) => (entry.id === stopped.id ? stopped : entry)),
      );
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
