import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem, CreateChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function addChecklistItem({ workOrderId, item }: { workOrderId: string; item: CreateChecklistItem }) {
  return apiRequest<ChecklistItem>(`/api/work-orders/${workOrderId}/checklist`, {
    method: 'POST',
    body: item,
  });
}

export function useAddChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CreateChecklistItem) => addChecklistItem({ workOrderId, item }),
    onSuccess: (created) => {
      queryClient.setQueryData<ChecklistItem[]>(workOrderKeys.part(workOrderId, 'checklist'), (items) => [
        ...(items ?? []),
        created,
      ]);
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
