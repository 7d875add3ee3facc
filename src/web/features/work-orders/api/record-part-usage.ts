import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePartsUsage, PartsUsage } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { partsKey } from './search-parts';

export function recordPartUsage({ workOrderId, usage }: { workOrderId: string; usage: CreatePartsUsage }) {
  return apiRequest<PartsUsage>(`/api/work-orders/${workOrderId}/parts-usage`, {
    method: 'POST',
    body: usage,
  });
}

export function useRecordPartUsage(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usage: CreatePartsUsage) => recordPartUsage({ workOrderId, usage }),
    onSuccess: async (created) => {
      queryClient.setQueryData<PartsUsage[]>(workOrderKeys.part(workOrderId, 'parts-usage'), (usages) => [
        ...(usages ?? []),
        created,
      ]);
      // Stock went down: the picker and the inventory must not show the old level.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partsKey }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
      ]);
    },
  });
}
