import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { formatHours } from '@web/lib/formatting';

export function deleteLaborEntry({ entry, workOrderId }: { entry: LaborEntry; workOrderId: string }) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'labor',
    data: {},
    recordId: entry.id,
    parentId: workOrderId,
    label: `Delete ${formatHours((entry.minutes ?? 0) / 60)} by ${entry.userName}`,
  });
}

export function useDeleteLaborEntry(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: LaborEntry) => deleteLaborEntry({ entry, workOrderId }),
    onSuccess: (result, deleted) => {
      // Queued: the labour list hides it from the queue until the server has the delete.
      if (wasQueued(result)) return;
      queryClient.setQueryData<LaborEntry[]>(workOrderKeys.part(workOrderId, 'labor'), (entries) =>
        entries?.filter((entry) => entry.id !== deleted.id),
      );
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
