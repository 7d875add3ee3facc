import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { deleteStepLabel } from './step-labels';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';

export function deleteChecklistItem({
  item,
  workOrderId,
  label,
}: {
  item: ChecklistItem;
  workOrderId: string;
  label: string;
}) {
  return sendChange<unknown>({
    type: 'delete',
    table: 'checklist',
    data: {},
    recordId: item.id,
    parentId: workOrderId,
    label,
  });
}

export function useDeleteChecklistItem(workOrderId: string) {
  const t = useT(workOrdersMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ChecklistItem) =>
      deleteChecklistItem({ item, workOrderId, label: deleteStepLabel(t, item.description) }),
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
