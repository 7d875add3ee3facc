import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { isVersionConflict } from '@web/components/edit-dialog';
import { useUpdateWorkOrder } from '../../api/update-work-order';

/**
 * Status and assignee changes from the detail page: PATCH with If-Match, a toast either way.
 * A stale version says so and shows the order as it is now (the mutation refetches it); a
 * refused transition shows the server's reason ("Cannot move a work order from …").
 */
export function useChangeWorkOrder(order: WorkOrder) {
  const update = useUpdateWorkOrder();
  const change = (changes: UpdateWorkOrder, successTitle: string) =>
    update.mutateAsync({ order, changes }).then(
      (changed) => {
        toastSaved(
          changed,
          { title: successTitle, description: order.foNumber },
          `The change to ${order.foNumber}`,
        );
        return true;
      },
      (error: unknown) => {
        if (isVersionConflict(error)) {
          toast({
            variant: 'destructive',
            title: 'Someone else changed this work order',
            description: 'The latest version is shown now. Check it, then try again.',
          });
        } else {
          toast({
            variant: 'destructive',
            title: 'The work order was not changed',
            description: errorMessage(error, 'Please try again.'),
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
