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
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useDeleteWorkOrder } from '../../api/delete-work-order';
import { workOrdersMessages } from '../../messages';

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
  const t = useT(workOrdersMessages);
  const [, navigate] = useLocation();
  const remove = useDeleteWorkOrder();
  const confirm = () =>
    remove.mutate(order, {
      onSuccess: (result) => {
        toastSaved(result, { title: t('delete.done'), description: order.foNumber }, t('delete.theDelete'));
        navigate('/work-orders', { replace: true });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: errorMessage(error, t('tryAgain')),
        }),
    });
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title', { foNumber: order.foNumber })}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.keep')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm}>
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
