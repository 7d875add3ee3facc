import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { deleteStepLabel } from './step-labels';

export function deleteChecklistItem({ item, workOrderId }: { item: ChecklistItem; workOrderId: string }) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'checklist',
    data: {},
    recordId: item.id,
    parentId: workOrderId,
    label: deleteStepLabel(item.description),
  });
}

export function useDeleteChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ChecklistItem) => deleteChecklistItem({ item, workOrderId }),
    onSuccess: (result, item) => {
      // Queued: the checklist hides it from the queue until the server has the delete.
      if (wasQueued(result)) return;
      queryClient.setQueryData<ChecklistItem[]>(workOrderKeys.part(workOrderId, 'checklist'), (items) =>
        items?.filter((step) => step.id !== item.id),
      );
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
