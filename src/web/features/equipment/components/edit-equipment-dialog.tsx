import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import type { Criticality, EquipmentStatus } from '@shared/domain';
import {
  createEquipmentSchema,
  type CreateEquipment,
  type CreateEquipmentInput,
  type Equipment,
  type UpdateEquipment,
} from '@shared/schemas/equipment';
import {
  conflictRows,
  useVersionedSave,
  VersionConflictPanel,
  type ConflictField,
  type SaveOutcome,
  FormDialogActions,
  useConflictWords,
} from '@web/components/edit-dialog';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, changedFields, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { useUpdateEquipment } from '../api/update-equipment';
import { CRITICALITY_LABELS, EQUIPMENT_STATUS_LABELS } from './equipment-badges';
import { EquipmentFormFields } from './equipment-form-fields';
import { useAssetLabel, usePlaceLabel } from './place-labels';

const FIELDS = [
  'name',
  'assetTag',
  'model',
  'description',
  'locationId',
  'parentId',
  'manufacturer',
  'serialNumber',
] as const;
const EQUIPMENT_FORM_FIELDS = [
  ...FIELDS,
  'installDate',
  'warrantyExpiry',
  'status',
  'criticality',
] as const satisfies readonly (keyof CreateEquipmentInput)[];

/** The fields as the conflict panel names them; places and parents by name, not by id. */
function conflictFields(
  t: TextsOf<typeof equipmentMessages>,
  placeLabel: (id: unknown) => string,
  assetLabel: (id: unknown) => string,
) {
  return [
    { name: 'name', label: t('form.name') },
    { name: 'assetTag', label: t('form.assetTag') },
    { name: 'model', label: t('form.model') },
    { name: 'manufacturer', label: t('form.manufacturer') },
    { name: 'description', label: t('form.description') },
    { name: 'locationId', label: t('form.location'), format: placeLabel },
    { name: 'parentId', label: t('form.partOf'), format: assetLabel },
    { name: 'serialNumber', label: t('form.serialNumber') },
    {
      name: 'status',
      label: t('form.status'),
      format: (value) => t(EQUIPMENT_STATUS_LABELS[value as EquipmentStatus]),
    },
    {
      name: 'criticality',
      label: t('form.criticality'),
      format: (value) => t(CRITICALITY_LABELS[value as Criticality]),
    },
    { name: 'installDate', label: t('form.installDate') },
    { name: 'warrantyExpiry', label: t('form.warrantyExpiry') },
  ] satisfies readonly ConflictField[];
}

function formValues(equipment: Equipment): CreateEquipmentInput {
  return {
    name: equipment.name,
    assetTag: equipment.assetTag,
    model: equipment.model,
    description: equipment.description ?? '',
    area: equipment.area ?? '',
    locationId: equipment.locationId,
    parentId: equipment.parentId,
    manufacturer: equipment.manufacturer ?? '',
    serialNumber: equipment.serialNumber ?? '',
    installDate: equipment.installDate ?? '',
    warrantyExpiry: equipment.warrantyExpiry ?? '',
    status: equipment.status,
    criticality: equipment.criticality,
  };
}

/** Supervisors and up change an asset; only the fields they touched are sent, with If-Match. */
export function EditEquipmentDialog({
  equipment,
  onSaved,
  className,
}: {
  equipment: Equipment;
  onSaved: (saved: Equipment) => void;
  className?: string;
}) {
  const t = useT(equipmentMessages);
  const conflictWords = useConflictWords();
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateEquipment();
  const saving = useVersionedSave((record: Equipment, changes: UpdateEquipment) =>
    update.mutateAsync({ equipment: record, changes }),
  );
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useAppForm<CreateEquipmentInput, unknown, CreateEquipment>({
    resolver: zodResolver(createEquipmentSchema),
    defaultValues: formValues(equipment),
  });

  const handleOpenChange = (next: boolean) => {
    if (next) reset(formValues(equipment));
    saving.clear();
    setIsOpen(next);
  };

  const onOutcome = (outcome: SaveOutcome<Equipment>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(outcome.saved, { title: t('edit.updated') }, t('edit.queued', { tag: equipment.assetTag }));
    setIsOpen(false);
    onSaved(outcome.saved);
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, FIELDS);
    toast({ variant: 'destructive', title: errorMessage(error, t('edit.failed')) });
  };

  const onSubmit = (values: CreateEquipment) => {
    const changes = changedFields(values, dirtyFields, EQUIPMENT_FORM_FIELDS);
    if (Object.keys(changes).length === 0) {
      setIsOpen(false);
      return;
    }
    void saving.submit(equipment, changes as UpdateEquipment).then(onOutcome, onFailure);
  };

  const discard = () => {
    const current = saving.discard();
    setIsOpen(false);
    if (current) onSaved(current);
  };
  const conflict = saving.conflict;
  const placeLabel = usePlaceLabel();
  const assetLabel = useAssetLabel();

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <Button variant="outline" className={className} onClick={() => handleOpenChange(true)}>
        <Pencil aria-hidden />
        {t('edit.button')}
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title', { name: equipment.name })}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(
              conflictFields(t, placeLabel, assetLabel),
              conflict.current,
              conflict.changes,
              {
                words: conflictWords,
              },
            )}
            onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
            onDiscard={discard}
            isReapplying={update.isPending}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
            <EquipmentFormFields
              register={register}
              control={control}
              errors={errors}
              selfId={equipment.id}
            />
            <FormDialogActions
              onCancel={() => setIsOpen(false)}
              submitLabel={t('edit.save')}
              isSaving={update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
