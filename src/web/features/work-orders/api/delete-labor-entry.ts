import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function deleteLaborEntry(id: string): Promise<void> {
  return apiRequest<void>(`/api/work-orders/labor/${id}`, { method: 'DELETE' });
}

export function useDeleteLaborEntry(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLaborEntry,
    onSuccess: (_, id) => {
      queryClient.setQueryData<LaborEntry[]>(workOrderKeys.part(workOrderId, 'labor'), (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
