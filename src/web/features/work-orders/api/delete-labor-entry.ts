import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { formatHours } from '@web/lib/formatting';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** `name`: what the change list calls it while it waits on this device. */
export function deleteLaborEntry({
  entry,
  workOrderId,
  name,
}: {
  entry: LaborEntry;
  workOrderId: string;
  name: ChangeName;
}) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'labor',
    data: {},
    recordId: entry.id,
    parentId: workOrderId,
    ...name,
  });
}

export function useDeleteLaborEntry(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: LaborEntry) =>
      deleteLaborEntry({
        entry,
        workOrderId,
        name: wordChange('change.labor.delete', {
          hours: formatHours((entry.minutes ?? 0) / 60),
          name: entry.userName,
        }),
      }),
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
