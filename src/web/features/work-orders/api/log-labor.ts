import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLaborEntry, LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

/** With hours: time already worked. Without: starts a timer. */
export function logLabor({ workOrderId, entry }: { workOrderId: string; entry: CreateLaborEntry }) {
  return apiRequest<LaborEntry>(`/api/work-orders/${workOrderId}/labor`, { method: 'POST', body: entry });
}

export function useLogLabor(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateLaborEntry) => logLabor({ workOrderId, entry }),
    onSuccess: (created) => {
      queryClient.setQueryData<LaborEntry[]>(workOrderKeys.part(workOrderId, 'labor'), (entries) => [
        created,
        ...(entries ?? []),
      ]);
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
