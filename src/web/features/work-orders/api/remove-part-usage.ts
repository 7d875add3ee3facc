import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartsUsage } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { partsKey } from './search-parts';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';

export function removePartUsage({
  usage,
  workOrderId,
  label,
}: {
  usage: PartsUsage;
  workOrderId: string;
  label: string;
}) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'parts-usage',
    data: {},
    recordId: usage.id,
    parentId: workOrderId,
    label,
  });
}

export function useRemovePartUsage(workOrderId: string) {
  const t = useT(workOrdersMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usage: PartsUsage) =>
      removePartUsage({
        usage,
        workOrderId,
        label: t('queue.removePart', { quantity: String(usage.quantity), name: usage.partName }),
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
