import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  createEquipmentSchema,
  type CreateEquipment,
  type CreateEquipmentInput,
  type Equipment,
  type UpdateEquipment,
} from '@shared/schemas/equipment';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, changedFields } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useUpdateEquipment } from '../api/update-equipment';
import { EquipmentFormFields } from './equipment-form-fields';

const FIELDS = ['name', 'assetTag', 'model', 'description', 'area', 'manufacturer', 'serialNumber'] as const;
const EQUIPMENT_FORM_FIELDS = [
  ...FIELDS,
  'installDate',
  'warrantyExpiry',
  'status',
  'criticality',
] as const satisfies readonly (keyof CreateEquipmentInput)[];

function formValues(equipment: Equipment): CreateEquipmentInput {
  return {
    name: equipment.name,
    assetTag: equipment.assetTag,
    model: equipment.model,
    description: equipment.description ?? '',
    area: equipment.area ?? '',
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
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateEquipment();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<CreateEquipmentInput, unknown, CreateEquipment>({
    resolver: zodResolver(createEquipmentSchema),
    defaultValues: formValues(equipment),
  });

  const handleOpenChange = (next: boolean) => {
    if (next) reset(formValues(equipment));
    setIsOpen(next);
  };

  const onSubmit = (values: CreateEquipment) => {
    const changes = changedFields(values, dirtyFields, EQUIPMENT_FORM_FIELDS);
    if (Object.keys(changes).length === 0) {
      setIsOpen(false);
      return;
    }
    update.mutate(
      { equipment, changes: changes as UpdateEquipment },
      {
        onSuccess: (saved) => {
          toast({ title: 'Equipment updated' });
          setIsOpen(false);
          onSaved(saved);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, FIELDS);
          toast({ variant: 'destructive', title: errorMessage(error, 'Failed to update equipment') });
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <Button variant="outline" className={className} onClick={() => handleOpenChange(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {equipment.name}</DialogTitle>
          <DialogDescription>Changes are recorded in the equipment's history.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <EquipmentFormFields register={register} control={control} errors={errors} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
