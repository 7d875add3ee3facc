import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { formatHours } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';

/** `label`: what the change list calls it while it waits on this device. */
export function deleteLaborEntry({
  entry,
  workOrderId,
  label,
}: {
  entry: LaborEntry;
  workOrderId: string;
  label: string;
}) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'labor',
    data: {},
    recordId: entry.id,
    parentId: workOrderId,
    label,
  });
}

export function useDeleteLaborEntry(workOrderId: string) {
  const t = useT(workOrdersMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: LaborEntry) =>
      deleteLaborEntry({
        entry,
        workOrderId,
        label: t('labor.delete', { hours: formatHours((entry.minutes ?? 0) / 60), name: entry.userName }),
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
