import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { pendingWorkOrderUpdate } from '@web/components/work-orders/pending-work-order';
import { workOrderChangeLabel } from '@web/components/work-orders/change-labels';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/use-toast';
import { dashboardMessages } from '../messages';

/** assigned → in_progress through the change queue, with If-Match: the version the technician saw. */
export function startWorkOrder(order: WorkOrder): Promise<WorkOrder> {
  const changes = { status: 'in_progress' as const };
  return sendChange<WorkOrder>({
    type: 'update',
    table: 'work-orders',
    data: changes,
    recordId: order.id,
    baseVersion: order.version,
    ...workOrderChangeLabel(order, changes),
    optimistic: pendingWorkOrderUpdate(order, changes),
  });
}

export function useStartWorkOrder() {
  const queryClient = useQueryClient();
  const t = useT(dashboardMessages);
  return useMutation({
    mutationFn: startWorkOrder,
    onSuccess: async (started) => {
      toastSaved(
        started,
        { title: t('start.done'), description: t('start.doneDescription', { number: started.foNumber }) },
        t('start.queued', { number: started.foNumber }),
      );
      // Queued: the lists apply it from the queue until the server has it.
      if (wasQueued(started)) return;
      queryClient.setQueryData(workOrderKeys.detail(started.id), started);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]);
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: t('start.failed'),
        description: errorMessage(error, t('start.tryAgain')),
      });
      // A 409 means the order changed meanwhile: show it as it is now.
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
    },
  });
}
