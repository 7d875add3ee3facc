import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { isVersionConflict } from '@web/components/edit-dialog';
import { useUpdateWorkOrder } from '../../api/update-work-order';
import { workOrdersMessages } from '../../messages';

/**
 * Status and assignee changes from the detail page: PATCH with If-Match, a toast either way.
 * A stale version says so and shows the order as it is now (the mutation refetches it); a
 * refused transition shows the server's reason ("Cannot move a work order from …").
 */
export function useChangeWorkOrder(order: WorkOrder) {
  const t = useT(workOrdersMessages);
  const update = useUpdateWorkOrder();
  const change = (changes: UpdateWorkOrder, successTitle: string) =>
    update.mutateAsync({ order, changes }).then(
      (changed) => {
        toastSaved(
          changed,
          { title: successTitle, description: order.foNumber },
          t('changeQueued', { foNumber: order.foNumber }),
        );
        return true;
      },
      (error: unknown) => {
        if (isVersionConflict(error)) {
          toast({
            variant: 'destructive',
            title: t('change.conflict'),
            description: t('change.conflictDescription'),
          });
        } else {
          toast({
            variant: 'destructive',
            title: t('change.failed'),
            description: errorMessage(error, t('tryAgain')),
          });
        }
        return false;
      },
    );
  return {
    change,
    isPending: update.isPending,
    pendingChanges: update.isPending ? (update.variables?.changes ?? null) : null,
  };
}
