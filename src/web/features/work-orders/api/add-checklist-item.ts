import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem, CreateChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { pendingChecklistItem } from './pending-records';
import { addStepLabel } from './step-labels';
import type { ChangeName } from '@web/components/offline/change-wording';

/**
 * A step as this screen adds it: always with its text, and for a "read meter" step the meter
 * it reads (sent as `meterId`; its name shows while the step waits in the queue).
 */
export type NewStep = Omit<CreateChecklistItem, 'meterId'> & {
  description: string;
  meter?: NonNullable<ChecklistItem['meter']>;
};

/** `position`: where a step added offline shows meanwhile (after the ones on screen). */
export function addChecklistItem({
  workOrderId,
  item: { meter, ...item },
  position = Number.MAX_SAFE_INTEGER,
  name,
}: {
  workOrderId: string;
  item: NewStep;
  position?: number;
  /** What the change list calls it while it waits on this device. */
  name: ChangeName;
}) {
  const id = newTempId();
  const body: CreateChecklistItem = meter ? { ...item, meterId: meter.id } : item;
  return sendChange<ChecklistItem>({
    type: 'create',
    table: 'checklist',
    data: jsonBody(body),
    recordId: id,
    parentId: workOrderId,
    ...name,
    optimistic: pendingChecklistItem(id, workOrderId, item, position, meter ?? null),
  });
}

export function useAddChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  const key = workOrderKeys.part(workOrderId, 'checklist');
  return useMutation({
    mutationFn: (item: NewStep) => {
      const positions = queryClient.getQueryData<ChecklistItem[]>(key)?.map((step) => step.position) ?? [];
      return addChecklistItem({
        workOrderId,
        item,
        position: Math.max(0, ...positions) + 1,
        name: addStepLabel(item.description),
      });
    },
    onSuccess: (created) => {
      // Queued: the checklist shows it from the queue until the server has it.
      if (wasQueued(created)) return;
      queryClient.setQueryData<ChecklistItem[]>(key, (items) => [...(items ?? []), created]);
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
