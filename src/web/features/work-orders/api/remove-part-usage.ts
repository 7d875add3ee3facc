import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartsUsage } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { partsKey } from './search-parts';

export function removePartUsage(id: string): Promise<void> {
  return apiRequest<void>(`/api/work-orders/parts-usage/${id}`, { method: 'DELETE' });
}

export function useRemovePartUsage(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartUsage,
    onSuccess: async (_, id) => {
      queryClient.setQueryData<PartsUsage[]>(workOrderKeys.part(workOrderId, 'parts-usage'), (usages) =>
        usages?.filter((usage) => usage.id !== id),
      );
      // The stock was put back.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partsKey }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
      ]);
    },
  });
}
