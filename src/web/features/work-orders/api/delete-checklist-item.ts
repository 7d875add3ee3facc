import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { deleteStepLabel } from './step-labels';
import type { ChangeName } from '@web/components/offline/change-wording';

export function deleteChecklistItem({
  item,
  workOrderId,
  name,
}: {
  item: ChecklistItem;
  workOrderId: string;
  name: ChangeName;
}) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'checklist',
    data: {},
    recordId: item.id,
    parentId: workOrderId,
    ...name,
  });
}

export function useDeleteChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ChecklistItem) =>
      deleteChecklistItem({ item, workOrderId, name: deleteStepLabel(item.description) }),
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
