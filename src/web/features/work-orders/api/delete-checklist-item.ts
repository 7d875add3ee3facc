import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function deleteChecklistItem(id: string): Promise<void> {
  return apiRequest<void>(`/api/work-orders/checklist/${id}`, { method: 'DELETE' });
}

export function useDeleteChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklistItem,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ChecklistItem[]>(workOrderKeys.part(workOrderId, 'checklist'), (items) =>
        items?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
