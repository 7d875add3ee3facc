import type { WorkOrder } from '@shared/schemas/work-orders';
import { Alert } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipment } from '../api/get-equipment';
import { useNextFoNumber } from '../api/get-next-fo-number';
import { useWorkOrderWithPending } from '../api/get-work-order-with-pending';
import { useQueueRead } from '../api/use-queue-read';
import { assetLabel } from '@web/components/equipment/asset-label';
import { equipmentLabel } from '@web/components/equipment/equipment-picker';
import { suggestFoNumber } from './suggest-fo-number';
import { WorkOrderForm } from './work-order-form';
import { emptyFormValues, toFormValues } from './work-order-form-values';
import { workOrdersMessages } from '../messages';

export interface WorkOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this order; without it the dialog creates one. */
  workOrderId?: string;
  /** The equipment a new order is for (raised from the equipment screen). */
  equipmentId?: string;
  onSaved?: (order: WorkOrder) => void;
}

function FormSkeleton() {
  const t = useT(workOrdersMessages);
  return (
    <div className="grid gap-4 pb-6 sm:grid-cols-2" aria-label={t('loadingOrder')}>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="grid grid-cols-1 gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

function EditBody({
  workOrderId,
  close,
  onSaved,
}: {
  workOrderId: string;
  close: () => void;
  onSaved: (order: WorkOrder) => void;
}) {
  const t = useT(workOrdersMessages);
  // An order made offline (temp- id) is edited as queued; a synced one with its queued edits applied.
  const order = useWorkOrderWithPending(workOrderId);
  // The order keeps its asset's description; the picker names machines by tag and name, so the
  // equipment is read for its name (an asset made offline, or unreadable, keeps the order's words).
  const equipmentId = order.data?.equipmentId ?? undefined;
  const equipment = useEquipment(equipmentId && !isTempId(equipmentId) ? equipmentId : undefined);
  if (order.isPending || equipment.fetchStatus === 'fetching') return <FormSkeleton />;
  if (order.isError || !order.data)
    return <Alert variant="destructive" title={t('loadOrderFailed')} className="mb-6" />;
  return (
    <WorkOrderForm
      // A refetch after a version conflict brings a new version: the form keeps the person's edits.
      order={order.data}
      defaultValues={toFormValues(order.data)}
      initialEquipmentLabel={
        equipment.data
          ? equipmentLabel(equipment.data)
          : order.data.equipmentAssetTag
            ? assetLabel(order.data.equipmentAssetTag, order.data.equipmentDescription)
            : null
      }
      onSaved={onSaved}
      onCancel={close}
    />
  );
}

function CreateBody({
  equipmentId,
  close,
  onSaved,
}: {
  equipmentId?: string;
  close: () => void;
  onSaved: (order: WorkOrder) => void;
}) {
  const next = useNextFoNumber(true);
  const equipment = useEquipment(equipmentId);
  const isQueueRead = useQueueRead();
  const queuedNumbers = usePendingChanges('work-orders')
    .filter((action) => action.type === 'create')
    .map((action) => String(action.data.foNumber ?? ''));
  // A failed FO-number call (offline and never cached) leaves the field to the queue's numbers or
  // the person; it never blocks the form. Nor does a failed equipment call: the field stays empty.
  if (next.isPending || !isQueueRead || (equipmentId && equipment.isPending)) return <FormSkeleton />;
  const values = emptyFormValues(suggestFoNumber(next.data, queuedNumbers));
  if (equipment.data) {
    values.equipmentId = equipment.data.id;
    values.assetModel = equipment.data.model;
    values.area = equipment.data.area ?? '';
  }
  return (
    <WorkOrderForm
      defaultValues={values}
      initialEquipmentLabel={equipment.data ? equipmentLabel(equipment.data) : null}
      onSaved={onSaved}
      onCancel={close}
    />
  );
}

/**
 * Create or edit a work order (core spec §2). A centred dialog on desktop; on phones a
 * full-screen sheet whose save button stays within thumb reach at the bottom.
 */
export function WorkOrderDialog({
  open,
  onOpenChange,
  workOrderId,
  equipmentId,
  onSaved,
}: WorkOrderDialogProps) {
  const t = useT(workOrdersMessages);
  const close = () => onOpenChange(false);
  const saved = (order: WorkOrder) => {
    onSaved?.(order);
    close();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={
          'pb-0 sm:max-w-2xl sm:pb-0 ' +
          'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 ' +
          'max-sm:rounded-none max-sm:border-0 max-sm:data-[state=open]:animate-slide-in-bottom'
        }
        // Focus the dialog itself, not the FO number: a phone would raise its keyboard over the form.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{workOrderId ? t('dialog.editTitle') : t('dialog.newTitle')}</DialogTitle>
          <DialogDescription>
            {workOrderId ? t('dialog.editDescription') : t('dialog.newDescription')}
          </DialogDescription>
        </DialogHeader>
        {workOrderId ? (
          <EditBody workOrderId={workOrderId} close={close} onSaved={saved} />
        ) : (
          <CreateBody equipmentId={equipmentId} close={close} onSaved={saved} />
        )}
      </DialogContent>
    </Dialog>
  );
}
