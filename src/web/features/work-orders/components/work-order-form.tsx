import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ScanLine } from 'lucide-react';
import { MAX_FILES_PER_FORM } from '@shared/constants';
import { PRIORITIES, WORK_ORDER_TYPES } from '@shared/domain';
import type { Equipment } from '@shared/schemas/equipment';
import {
  createWorkOrderSchema,
  type CreateWorkOrder,
  type UpdateWorkOrder,
  type WorkOrder,
} from '@shared/schemas/work-orders';
import { ProcedureField } from '@web/components/procedures/procedure-field';
import { AttachmentPicker, AttachmentUploader, uploadFiles } from '@web/components/attachments';
import {
  useConflictWords,
  useVersionedSave,
  VersionConflictPanel,
  type SaveOutcome,
} from '@web/components/edit-dialog';
import { QrScanDialog } from '@web/components/qr-scanner/qr-scan-dialog';
import { useEquipmentScan } from '@web/components/qr-scanner/use-equipment-scan';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { useCan } from '@web/lib/permissions';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useCreateWorkOrder } from '../api/create-work-order';
import { createNames } from './create-names';
import { useTechnicians } from '@web/components/people/technicians';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { useUpdateWorkOrder } from '../api/update-work-order';
import { AssigneeSelect } from '@web/components/people/assignee-select';
import { EquipmentDownField } from './equipment-down-field';
import { EnumSelect } from '@web/components/ui/enum-select';
import { EquipmentPicker, equipmentLabel } from '@web/components/equipment/equipment-picker';
import { TextArea } from '@web/components/ui/textarea';
import { VendorSelect } from '@web/components/vendors/vendor-select';
import { workOrderConflictRows } from './work-order-conflict';
import { FORM_FIELDS, toChanges, type WorkOrderFormValues } from './work-order-form-values';
import { workOrdersMessages } from '../messages';

/**
 * The inputs hold text; the shared schema converts and validates it with the spec's messages.
 * (Its input type says `unknown` for the converted fields, which react-hook-form cannot use.)
 */
const formSchema = z.custom<WorkOrderFormValues>().transform((values, context) => {
  const result = createWorkOrderSchema.safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

export interface WorkOrderFormProps {
  /** The order being edited; absent when creating. */
  order?: WorkOrder;
  defaultValues: WorkOrderFormValues;
  initialEquipmentLabel: string | null;
  onSaved: (order: WorkOrder) => void;
  onCancel: () => void;
}

/** The fields of core spec §2's work-order dialog, validated by the shared schema (core §5). */
export function WorkOrderForm({
  order,
  defaultValues,
  initialEquipmentLabel,
  onSaved,
  onCancel,
}: WorkOrderFormProps) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const conflictWords = useConflictWords();
  const canAssign = useCan('workOrders.assign');
  const technicians = useTechnicians(canAssign);
  const vendors = useVendorOptions();
  const createWorkOrder = useCreateWorkOrder();
  const updateWorkOrder = useUpdateWorkOrder();
  const saving = useVersionedSave((record: WorkOrder, changes: UpdateWorkOrder) =>
    updateWorkOrder.mutateAsync({ order: record, changes }),
  );
  const [chosenEquipment, setChosenEquipment] = useState(initialEquipmentLabel);
  /** The asset picked or scanned here: its tag and description show on an order made offline. */
  const [pickedEquipment, setPickedEquipment] = useState<Equipment | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [isScanning, setIsScanning] = useState(false);
  const { lookup } = useEquipmentScan();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, dirtyFields },
  } = useAppForm<WorkOrderFormValues, unknown, CreateWorkOrder>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });

  const onFailure = (error: unknown, title: string) => {
    applyServerFieldErrors(error, setError, FORM_FIELDS);
    toast({ variant: 'destructive', title, description: errorMessage(error, '') || undefined });
  };

  const onSubmit = async (values: CreateWorkOrder) => {
    if (!order) {
      // "Equipment down" travels only when ticked (and with equipment: the box goes with it).
      const { equipmentDown, ...fields } = values;
      const request = {
        input: equipmentDown && values.equipmentId ? values : fields,
        isSuggestedFoNumber: !dirtyFields.foNumber,
        names: createNames(values, {
          equipment: pickedEquipment,
          technicians: technicians.data,
          vendors: vendors.data,
        }),
      };
      await createWorkOrder.mutateAsync(request).then(
        async (created) => {
          toastSaved(
            created,
            { title: t('form.created'), description: `${created.foNumber} · ${created.description}` },
            t('form.createdQueued', { foNumber: created.foNumber }),
          );
          // The order exists now (or is queued: the files queue behind it); failures get their own toast.
          if (files.length > 0) await uploadFiles(files, { workOrderId: created.id }, created.foNumber);
          onSaved(created);
        },
        (error: unknown) => onFailure(error, t('form.createFailed')),
      );
      return;
    }
    const changes = toChanges(values, dirtyFields);
    if (Object.keys(changes).length === 0) return onSaved(order);
    await saving.submit(order, changes).then(onUpdated, onUpdateFailed);
  };

  const onUpdated = (outcome: SaveOutcome<WorkOrder>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(
      outcome.saved,
      { title: t('form.updated'), description: outcome.saved.foNumber },
      t('changeQueued', { foNumber: outcome.saved.foNumber }),
    );
    onSaved(outcome.saved);
  };
  const onUpdateFailed = (error: unknown) => onFailure(error, t('form.updateFailed'));

  const isSaving = createWorkOrder.isPending || updateWorkOrder.isPending;
  // Choosing or scanning an asset fills equipment, asset model and area (core spec §8 'Equipment Found').
  const setEquipment = (equipment: Equipment) => {
    setValue('equipmentId', equipment.id, { shouldDirty: true });
    setValue('assetModel', equipment.model, { shouldDirty: true });
    if (equipment.area) setValue('area', equipment.area, { shouldDirty: true });
    setChosenEquipment(equipmentLabel(equipment));
    setPickedEquipment(equipment);
  };

  const onScanned = async (assetTag: string) => {
    const equipment = await lookup(assetTag);
    if (equipment) setEquipment(equipment);
  };

  const conflict = saving.conflict;
  if (conflict) {
    return (
      <VersionConflictPanel
        rows={workOrderConflictRows(
          { t, labels, conflict: conflictWords },
          conflict.current,
          conflict.changes,
          {
            technicians: technicians.data,
            vendors: vendors.data,
            equipmentLabel: chosenEquipment,
          },
        )}
        onReapply={() => void saving.reapply().then(onUpdated, onUpdateFailed)}
        onDiscard={() => {
          const current = saving.discard();
          if (current) onSaved(current);
        }}
        isReapplying={updateWorkOrder.isPending}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="flex min-h-0 flex-1 flex-col">
      <div className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('field.foNumber')} error={errors.foNumber?.message}>
          <Input autoComplete="off" className="font-mono" {...register('foNumber')} />
        </FormField>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <FormField label={t('field.type')} error={errors.type?.message}>
              <EnumSelect
                value={field.value}
                onChange={field.onChange}
                options={WORK_ORDER_TYPES.map((type) => [type, labels.type(type)] as const)}
              />
            </FormField>
          )}
        />
        <div className="flex items-end gap-2 sm:col-span-2">
          <FormField
            label={t('field.equipment')}
            error={errors.equipmentId?.message}
            className="min-w-0 flex-1"
          >
            <EquipmentPicker
              valueLabel={chosenEquipment}
              onSelect={setEquipment}
              onClear={() => {
                setValue('equipmentId', '', { shouldDirty: true });
                setValue('equipmentDown', false);
                setChosenEquipment(null);
                setPickedEquipment(null);
              }}
            />
          </FormField>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('form.scan')}
            onClick={() => setIsScanning(true)}
          >
            <ScanLine aria-hidden />
          </Button>
          <QrScanDialog
            open={isScanning}
            onOpenChange={setIsScanning}
            onDetected={(tag) => void onScanned(tag)}
          />
        </div>
        {!order && chosenEquipment ? (
          <Controller
            control={control}
            name="equipmentDown"
            render={({ field }) => <EquipmentDownField checked={field.value} onChange={field.onChange} />}
          />
        ) : null}
        <FormField
          label={t('field.description')}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <TextArea placeholder={t('form.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <FormField label={t('field.priority')} error={errors.priority?.message}>
              <EnumSelect
                value={field.value}
                onChange={field.onChange}
                options={PRIORITIES.map((priority) => [priority, labels.priority(priority)] as const)}
              />
            </FormField>
          )}
        />
        <FormField label={t('field.area')} error={errors.area?.message}>
          <Input autoComplete="off" placeholder={t('form.areaPlaceholder')} {...register('area')} />
        </FormField>
        <FormField label={t('field.assetModel')} error={errors.assetModel?.message} className="sm:col-span-2">
          <Input
            autoComplete="off"
            placeholder={t('form.assetModelPlaceholder')}
            {...register('assetModel')}
          />
        </FormField>
        <FormField label={t('field.dueDate')} error={errors.dueDate?.message}>
          <Input type="datetime-local" {...register('dueDate')} />
        </FormField>
        <FormField label={t('field.estimatedHours')} error={errors.estimatedHours?.message}>
          <Input type="number" inputMode="decimal" min={0} step={0.25} {...register('estimatedHours')} />
        </FormField>
        {canAssign ? (
          <Controller
            control={control}
            name="assignedTo"
            render={({ field }) => (
              <FormField
                label={t('field.assignee')}
                error={errors.assignedTo?.message}
                className="sm:col-span-2"
              >
                <AssigneeSelect
                  value={field.value}
                  onChange={field.onChange}
                  technicians={technicians.data}
                  currentName={order?.assigneeName}
                />
              </FormField>
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="vendorId"
          render={({ field }) => (
            <FormField label={t('field.vendor')} error={errors.vendorId?.message} className="sm:col-span-2">
              <VendorSelect
                value={field.value}
                onChange={field.onChange}
                vendors={vendors.data}
                currentName={order?.vendorName}
                noneLabel={t('form.vendorNone')}
                contractorsFirst
              />
            </FormField>
          )}
        />
        {order ? null : (
          <Controller
            control={control}
            name="procedureId"
            render={({ field }) => (
              <ProcedureField value={field.value} onChange={field.onChange} hint={t('form.procedureHint')} />
            )}
          />
        )}
        <FormField label={t('field.notes')} error={errors.notes?.message} className="sm:col-span-2">
          <TextArea rows={2} {...register('notes')} />
        </FormField>
        <div className="grid grid-cols-1 gap-2 sm:col-span-2">
          <p className="text-sm leading-none font-medium">{t('form.attachments')}</p>
          {order ? (
            <AttachmentUploader
              context={{ workOrderId: order.id }}
              ownerLabel={order.foNumber}
              maxFiles={MAX_FILES_PER_FORM}
            />
          ) : (
            <AttachmentPicker value={files} onChange={setFiles} maxFiles={MAX_FILES_PER_FORM} />
          )}
        </div>
      </div>
      <div className="sticky bottom-0 z-10 -mx-5 mt-6 flex flex-col-reverse gap-2 border-t bg-popover px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-5">
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner /> : null}
          {order ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
