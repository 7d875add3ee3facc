import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { stoppedLaborEntry } from './pending-records';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** POST /api/work-orders/labor/{id}/stop through the change queue (action 'labor-stop'). */
export function stopLaborTimer({
  entry,
  workOrderId,
  name,
}: {
  entry: LaborEntry;
  workOrderId: string;
  name: ChangeName;
}) {
  return sendChange<LaborEntry>({
    type: 'update',
    table: 'labor-stop',
    data: {},
    recordId: entry.id,
    parentId: workOrderId,
    ...name,
    optimistic: stoppedLaborEntry(entry),
  });
}

export function useStopLaborTimer(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: LaborEntry) =>
      stopLaborTimer({ entry, workOrderId, name: wordChange('change.labor.stopTimer') }),
    onSuccess: (stopped) => {
      // Queued: the labour list applies it from the queue until the server has it.
      if (wasQueued(stopped)) return;
      queryClient.setQueryData<LaborEntry[]>(workOrderKeys.part(workOrderId, 'labor'), (entries) =>
        entries?.map((entry) => (entry.id === stopped.id ? stopped : entry)),
      );
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
