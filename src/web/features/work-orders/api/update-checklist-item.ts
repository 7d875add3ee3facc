import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem, UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import { meterKeys } from '@web/components/meters/query-keys';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { stepChangeLabel } from './step-labels';
import type { ChangeName } from '@web/components/offline/change-wording';

/**
 * The step as the person will see it once the server has the change: a reading shows its value
 * at once (offline too, until the queue sends it), and a step put back to pending loses it.
 */
function changedItem(item: ChecklistItem, changes: UpdateChecklistItem): ChecklistItem {
  return {
    ...item,
    ...(changes.status ? { status: changes.status } : {}),
    ...(changes.status === 'pending' ? { reading: null } : {}),
    ...(changes.reading
      ? {
          status: 'done' as const,
          reading: {
            id: item.reading?.id ?? item.id,
            value: changes.reading.value,
            readAt: new Date().toISOString(),
          },
        }
      : {}),
    ...(changes.note !== undefined ? { note: changes.note ?? null } : {}),
    ...(changes.description ? { description: changes.description } : {}),
  };
}

/**
 * PATCH /api/work-orders/checklist/{id} through the change queue. No If-Match, as before: the
 * last tick wins, so two quick taps made offline never conflict with each other.
 */
export function updateChecklistItem({
  item,
  changes,
  workOrderId,
  name,
}: {
  item: ChecklistItem;
  changes: UpdateChecklistItem;
  workOrderId: string;
  /** What the change list calls it while it waits on this device. */
  name: ChangeName;
}) {
  return sendChange<ChecklistItem>({
    type: 'update',
    table: 'checklist',
    data: jsonBody(changes),
    recordId: item.id,
    // Ties the change to its order: the checklist shows it, and a discarded order takes it along.
    parentId: workOrderId,
    ...name,
    optimistic: changedItem(item, changes),
  });
}

/**
 * Ticking a step shows at once (a technician with gloves on should not wait for the network);
 * a refused change puts the step back as it was.
 */
export function useUpdateChecklistItem(workOrderId: string) {
  const queryClient = useQueryClient();
  const key = workOrderKeys.part(workOrderId, 'checklist');
  return useMutation({
    mutationFn: ({ item, changes }: { item: ChecklistItem; changes: UpdateChecklistItem }) =>
      updateChecklistItem({
        item,
        changes,
        workOrderId,
        name: stepChangeLabel(item.description, changes),
      }),
    onMutate: async ({ item, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ChecklistItem[]>(key);
      queryClient.setQueryData<ChecklistItem[]>(key, (items) =>
        items?.map((step) => (step.id === item.id ? changedItem(step, changes) : step)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (updated, _variables, context) => {
      if (wasQueued(updated)) {
        // Queued: the checklist applies it from the queue; the cache keeps what the server said.
        queryClient.setQueryData(key, context.before);
        return;
      }
      queryClient.setQueryData<ChecklistItem[]>(key, (items) =>
        items?.map((step) => (step.id === updated.id ? updated : step)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
        // A failed step may have raised a follow-up order: the lists show it.
        updated.followUpWorkOrderId
          ? queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() })
          : null,
        // A reading moved its meter: the equipment's chart and forecast show it.
        updated.reading ? queryClient.invalidateQueries({ queryKey: meterKeys.all() }) : null,
      ]);
    },
  });
}
