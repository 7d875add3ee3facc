import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartsUsage } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { partsKey } from './search-parts';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

export function removePartUsage({
  usage,
  workOrderId,
  name,
}: {
  usage: PartsUsage;
  workOrderId: string;
  name: ChangeName;
}) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'parts-usage',
    data: {},
    recordId: usage.id,
    parentId: workOrderId,
    ...name,
  });
}

export function useRemovePartUsage(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usage: PartsUsage) =>
      removePartUsage({
        usage,
        workOrderId,
        name: wordChange('change.partUsage.remove', {
          quantity: String(usage.quantity),
          name: usage.partName,
        }),
      }),
    onSuccess: async (result, removed) => {
      // Queued: the parts list hides it from the queue until the server has the removal.
      if (wasQueued(result)) return;
      queryClient.setQueryData<PartsUsage[]>(workOrderKeys.part(workOrderId, 'parts-usage'), (usages) =>
        usages?.filter((usage) => usage.id !== removed.id),
      );
      // The stock was put back.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partsKey }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
      ]);
    },
  });
}
