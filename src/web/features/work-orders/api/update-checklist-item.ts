import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem, UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function updateChecklistItem({ id, changes }: { id: string; changes: UpdateChecklistItem }) {
  return apiRequest<ChecklistItem>(`/api/work-orders/checklist/${id}`, { method: 'PATCH', body: changes });
}

/**
 * Ticking a step shows at once (a technician with gloves on should not wait for the network);
 * a refused change puts the step back as it was.
 */
export function useUpdateChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  const key = workOrderKeys.part(workOrderId, 'checklist');
  return useMutation({
    mutationFn: updateChecklistItem,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ChecklistItem[]>(key);
      queryClient.setQueryData<ChecklistItem[]>(key, (items) =>
        items?.map((item) =>
          item.id === id
            ? {
                ...item,
                ...(changes.status ? { status: changes.status } : {}),
                ...(changes.note !== undefined ? { note: changes.note ?? null } : {}),
              }
            : item,
        ),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (updated) => {
      queryClient.setQueryData<ChecklistItem[]>(key, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
        // A failed step may have raised a follow-up order: the lists show it.
        updated.followUpWorkOrderId
          ? queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() })
          : null,
      ]);
    },
  });
}
