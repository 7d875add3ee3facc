import { useLocation } from 'wouter';
import type { WorkOrder } from '@shared/schemas/work-orders';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useDeleteWorkOrder } from '../../api/delete-work-order';

/** Managers only; asks first, then returns to the list. */
export function DeleteWorkOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: WorkOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const remove = useDeleteWorkOrder();
  const confirm = () =>
    remove.mutate(order, {
      onSuccess: (result) => {
        toastSaved(result, { title: 'Work order deleted', description: order.foNumber }, 'The delete');
        navigate('/work-orders', { replace: true });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The work order was not deleted',
          description: errorMessage(error, 'Please try again.'),
        }),
    });
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {order.foNumber}?</AlertDialogTitle>
          <AlertDialogDescription>
            The work order, its checklist, labour and attachments are removed for everyone. Parts recorded on
            it are not returned to stock. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm}>
            Delete work order
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
