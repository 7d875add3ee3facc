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
import { openFileInTab } from '@web/lib/open-file';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/use-toast';
import { useOrderChange, type OrderStep } from '../api/order-actions';
import { ConfirmStepDialog } from './confirm-step-dialog';
import { EditDraftDialog } from './edit-draft-dialog';

const STEP_DONE: Readonly<Record<OrderStep, (order: PurchaseOrder) => string>> = {
  submit: (order) =>
    order.status === 'approved'
      ? `${order.number} is within your approval limit: approved.`
      : `${order.number} waits for someone whose approval limit covers it; they have been notified.`,
  approve: (order) => `${order.number} is approved: send it to the vendor or mark it ordered.`,
  order: (order) => `${order.number} is marked ordered.`,
  send: (order) => `${order.number} was mailed to ${order.vendorName} and is marked ordered.`,
  cancel: (order) => `${order.number} is cancelled.`,
  close: (order) => `${order.number} is closed: what did not come is no longer expected.`,
};

const STEP_TITLES: Readonly<Record<OrderStep, string>> = {
  submit: 'Order submitted',
  approve: 'Order approved',
  order: 'Order marked ordered',
  send: 'Order sent',
  cancel: 'Order cancelled',
  close: 'Order closed',
};

function PdfButton({ order }: { order: PurchaseOrder }) {
  const [isOpening, setIsOpening] = useState(false);
  const open = () => {
    setIsOpening(true);
    openFileInTab(`/api/purchase-orders/${order.id}/document.pdf`, `${order.number}.pdf`)
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'The PDF could not be opened',
          description: errorMessage(error, 'Try again in a moment.'),
        }),
      )
      .finally(() => setIsOpening(false));
  };
  return (
    <Button variant="outline" onClick={open} disabled={isOpening}>
      {isOpening ? <Spinner /> : <FileText aria-hidden />}
      Open PDF
    </Button>
  );
}

/** The steps the order's status and the person's role allow, as the shared policy decides them. */
export function OrderActions({ order }: { order: PurchaseOrder }) {
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
        onSuccess: (saved) => toast({ title: STEP_TITLES[step], description: STEP_DONE[step](saved) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The order was not changed',
            description: errorMessage(error, 'Try again in a moment.'),
          }),
      },
    );
  const remove = () =>
    change.remove.mutate(order, {
      onSuccess: () => {
        toast({ title: 'Draft deleted', description: `${order.number} is deleted.` });
        navigate('/purchasing/orders');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The draft was not deleted',
          description: errorMessage(error, 'Try again in a moment.'),
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
            Receive delivery
          </Link>
        </Button>
      ) : null}
      {canWrite && submitPurchaseOrder(order.status, order.lines.length).allowed ? (
        <Button onClick={() => take('submit')} disabled={busy}>
          {icon('submit', Send)}
          Submit
        </Button>
      ) : null}
      {canWrite && editPurchaseOrder(order.status).allowed ? (
        <Button variant="outline" onClick={() => setIsEditing(true)} disabled={busy}>
          <Pencil aria-hidden />
          Edit
        </Button>
      ) : null}
      {canWrite && approval?.allowed ? (
        <Button onClick={() => take('approve')} disabled={busy}>
          {icon('approve', CheckCheck)}
          Approve
        </Button>
      ) : null}
      {canWrite && markOrdered(order.status).allowed ? (
        <>
          <Button onClick={() => take('send')} disabled={busy}>
            {icon('send', Send)}
            Send to vendor
          </Button>
          <Button variant="outline" onClick={() => take('order')} disabled={busy}>
            {icon('order', Truck)}
            Mark ordered
          </Button>
        </>
      ) : null}
      <PdfButton order={order} />
      {canWrite && closePurchaseOrder(order.status).allowed ? (
        <ConfirmStepDialog
          label="Close order"
          title={`Close ${order.number}?`}
          description="What has not been received is no longer expected from the vendor, and leaves the reorder list free to order it again."
          disabled={busy}
          onConfirm={() => take('close')}
        />
      ) : null}
      {canWrite && order.status !== 'draft' && cancelPurchaseOrder(order.status).allowed ? (
        <ConfirmStepDialog
          label="Cancel order"
          title={`Cancel ${order.number}?`}
          description="The vendor is not told by Fieldwork: if the order was sent, tell them yourself. The order stays on record as cancelled."
          disabled={busy}
          destructive
          onConfirm={() => take('cancel')}
        />
      ) : null}
      {canWrite && editPurchaseOrder(order.status).allowed ? (
        <ConfirmDeleteDialog
          trigger={<DeleteTextButton isPending={change.remove.isPending} disabled={busy} />}
          title={`Delete ${order.number}?`}
          description="The draft goes; its number stays used, so no other order takes it."
          confirmLabel="Delete draft"
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
