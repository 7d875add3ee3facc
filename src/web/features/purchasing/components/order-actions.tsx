import { useState } from 'react';
import { CheckCheck, FileText, PackageOpen, Pencil, Send, Truck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import {
  approvePurchaseOrder,
  cancelPurchaseOrder,
  closePurchaseOrder,
  editPurchaseOrder,
  markOrdered,
  receiveOnOrder,
  submitPurchaseOrder,
} from '@shared/policies/purchasing';
import type { PurchaseOrder } from '@shared/schemas/purchasing';
import { ConfirmDeleteDialog, DeleteTextButton } from '@web/components/confirm-delete-dialog';
import { usePlantSettings } from '@web/components/plant-settings/plant-settings';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { openFileInTab } from '@web/lib/open-file';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/use-toast';
import { useOrderChange, type OrderStep } from '../api/order-actions';
import { purchasingMessages } from '../messages';
import { ConfirmStepDialog } from './confirm-step-dialog';
import { EditDraftDialog } from './edit-draft-dialog';

type Texts = TextsOf<typeof purchasingMessages>;

/** What a step did, said in the toast after it. */
function stepDone(t: Texts, step: OrderStep, order: PurchaseOrder): string {
  const number = order.number;
  switch (step) {
    case 'submit':
      return order.status === 'approved'
        ? t('step.done.submitApproved', { number })
        : t('step.done.submitWaiting', { number });
    case 'send':
      return t('step.done.send', { number, vendor: order.vendorName });
    default:
      return t(`step.done.${step}`, { number });
  }
}

function PdfButton({ order }: { order: PurchaseOrder }) {
  const t = useT(purchasingMessages);
  const [isOpening, setIsOpening] = useState(false);
  const open = () => {
    setIsOpening(true);
    openFileInTab(`/api/purchase-orders/${order.id}/document.pdf`, `${order.number}.pdf`)
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('actions.pdfFailed'),
          description: errorMessage(error, t('common.tryAgain')),
        }),
      )
      .finally(() => setIsOpening(false));
  };
  return (
    <Button variant="outline" onClick={open} disabled={isOpening}>
      {isOpening ? <Spinner /> : <FileText aria-hidden />}
      {t('actions.openPdf')}
    </Button>
  );
}

/** The steps the order's status and the person's role allow, as the shared policy decides them. */
export function OrderActions({ order }: { order: PurchaseOrder }) {
  const t = useT(purchasingMessages);
  const { user } = useAuth();
  const canWrite = useCan('purchasing.write');
  const canReceive = useCan('purchasing.receive');
  const limits = usePlantSettings(canWrite).data?.approvalLimits;
  const change = useOrderChange();
  const [, navigate] = useLocation();
  const [isEditing, setIsEditing] = useState(false);

  const take = (step: OrderStep) =>
    change.step.mutate(
      { order, step },
      {
        onSuccess: (saved) =>
          toast({ title: t(`step.title.${step}`), description: stepDone(t, step, saved) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('actions.notChanged'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  const remove = () =>
    change.remove.mutate(order, {
      onSuccess: () => {
        toast({
          title: t('actions.draftDeleted'),
          description: t('actions.draftDeletedDescription', { number: order.number }),
        });
        navigate('/purchasing/orders');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('actions.notDeleted'),
          description: errorMessage(error, t('common.tryAgain')),
        }),
    });

  const busy = change.step.isPending || change.remove.isPending;
  const pendingStep = change.step.isPending ? change.step.variables.step : null;
  const icon = (step: OrderStep, Icon: typeof Send) =>
    pendingStep === step ? <Spinner /> : <Icon aria-hidden />;
  const approval =
    user && limits
      ? approvePurchaseOrder({ userId: user.id, role: user.role }, limits, {
          status: order.status,
          total: Number(order.total),
        })
      : null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {canReceive && receiveOnOrder(order.status).allowed ? (
        <Button asChild>
          <Link href={`/purchasing/orders/${order.id}/receive`}>
            <PackageOpen aria-hidden />
            {t('actions.receive')}
          </Link>
        </Button>
      ) : null}
      {canWrite && submitPurchaseOrder(order.status, order.lines.length).allowed ? (
        <Button onClick={() => take('submit')} disabled={busy}>
          {icon('submit', Send)}
          {t('actions.submit')}
        </Button>
      ) : null}
      {canWrite && editPurchaseOrder(order.status).allowed ? (
        <Button variant="outline" onClick={() => setIsEditing(true)} disabled={busy}>
          <Pencil aria-hidden />
          {t('actions.edit')}
        </Button>
      ) : null}
      {canWrite && approval?.allowed ? (
        <Button onClick={() => take('approve')} disabled={busy}>
          {icon('approve', CheckCheck)}
          {t('actions.approve')}
        </Button>
      ) : null}
      {canWrite && markOrdered(order.status).allowed ? (
        <>
          <Button onClick={() => take('send')} disabled={busy}>
            {icon('send', Send)}
            {t('actions.send')}
          </Button>
          <Button variant="outline" onClick={() => take('order')} disabled={busy}>
            {icon('order', Truck)}
            {t('actions.markOrdered')}
          </Button>
        </>
      ) : null}
      <PdfButton order={order} />
      {canWrite && closePurchaseOrder(order.status).allowed ? (
        <ConfirmStepDialog
          label={t('actions.close')}
          title={t('actions.closeTitle', { number: order.number })}
          description={t('actions.closeDescription')}
          disabled={busy}
          onConfirm={() => take('close')}
        />
      ) : null}
      {canWrite && order.status !== 'draft' && cancelPurchaseOrder(order.status).allowed ? (
        <ConfirmStepDialog
          label={t('actions.cancel')}
          title={t('actions.cancelTitle', { number: order.number })}
          description={t('actions.cancelDescription')}
          disabled={busy}
          destructive
          onConfirm={() => take('cancel')}
        />
      ) : null}
      {canWrite && editPurchaseOrder(order.status).allowed ? (
        <ConfirmDeleteDialog
          trigger={<DeleteTextButton isPending={change.remove.isPending} disabled={busy} />}
          title={t('actions.deleteTitle', { number: order.number })}
          description={t('actions.deleteDescription')}
          confirmLabel={t('actions.deleteDraft')}
          onConfirm={remove}
        />
      ) : null}
      {canWrite && editPurchaseOrder(order.status).allowed ? (
        <EditDraftDialog order={order} open={isEditing} onOpenChange={setIsEditing} />
      ) : null}
      {canWrite && approval && !approval.allowed && order.status === 'submitted' ? (
        <p className="basis-full text-sm text-muted-foreground">{approval.reason}</p>
      ) : null}
    </div>
  );
}
