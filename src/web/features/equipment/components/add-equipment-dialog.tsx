import { zodResolver } from '@hookform/resolvers/zod';
import {
  createEquipmentSchema,
  type CreateEquipment,
  type CreateEquipmentInput,
} from '@shared/schemas/equipment';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { useCreateEquipment } from '../api/create-equipment';
import { EquipmentFormFields } from './equipment-form-fields';
import { FormDialogActions } from '@web/components/edit-dialog';

export const EMPTY_EQUIPMENT_FORM: CreateEquipmentInput = {
  name: '',
  assetTag: '',
  model: '',
  description: '',
  area: '',
  locationId: null,
  parentId: null,
  manufacturer: '',
  serialNumber: '',
  installDate: '',
  warrantyExpiry: '',
  status: 'active',
  criticality: 'medium',
};

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

/**
 * Add New Equipment. The dialog closes at once and the card appears (optimistic create); if
 * the server refuses, the dialog comes back with what was typed and the reason on the field.
 * Offline the card stays, marked "Not synced yet", until the queue sends it.
 */
export function AddEquipmentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(equipmentMessages);
  const create = useCreateEquipment();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<CreateEquipmentInput, unknown, CreateEquipment>({
    resolver: zodResolver(createEquipmentSchema),
    defaultValues: EMPTY_EQUIPMENT_FORM,
  });

  const handleOpenChange = (next: boolean) => {
    if (next) reset(EMPTY_EQUIPMENT_FORM);
    onOpenChange(next);
  };

  const onSubmit = (values: CreateEquipment) => {
    onOpenChange(false);
    create.mutate(create.draft(values), {
      onSuccess: (created) =>
        toastSaved(created, { title: t('add.created') }, t('add.queued', { tag: values.assetTag })),
      onError: (error) => {
        const message = errorMessage(error, t('add.failed'));
        toast({ variant: 'destructive', title: message });
        onOpenChange(true);
        const placed = applyServerFieldErrors(error, setError, FIELDS);
        if (placed === 0 && error instanceof ApiError && error.status === 409) {
          setError('assetTag', { type: 'server', message });
        }
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
          <EquipmentFormFields register={register} control={control} errors={errors} />
          <FormDialogActions onCancel={() => handleOpenChange(false)} submitLabel={t('grid.add')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
