import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import type { CreatePart, Part, UpdatePart } from '@shared/schemas/parts';
import {
  conflictRows,
  useVersionedSave,
  VersionConflictPanel,
  type ConflictField,
  type SaveOutcome,
  FormDialogActions,
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
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { isPartEditQueued, useUpdatePart } from '../api/update-part';
import { PartFormFields } from './part-form-fields';
import { formatCategory, formatCurrency } from './stock-status';
import {
  PART_FORM_FIELDS,
  partFormSchema,
  partToFormValues,
  toPartChanges,
  type PartFormValues,
} from './part-form-values';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';

// The vendor shows by the name the part keeps beside its id; costs in the plant's currency.
const conflictFields = (currency: string | undefined): readonly ConflictField[] => [
  { name: 'name', label: 'Name' },
  { name: 'partNumber', label: 'Part Number' },
  { name: 'category', label: 'Category', format: (value) => formatCategory(String(value)) },
  { name: 'description', label: 'Description' },
  { name: 'unitCost', label: 'Unit Cost', format: (value) => formatCurrency(Number(value), currency) },
  { name: 'location', label: 'Location' },
  { name: 'stockLevel', label: 'Stock Level' },
  { name: 'reorderPoint', label: 'Reorder Point' },
  { name: 'reorderQuantity', label: 'Reorder Quantity' },
  { name: 'maxStock', label: 'Maximum Stock' },
  { name: 'vendor', label: 'Vendor' },
];

/** Supervisors and up change a part; only the fields they touched are sent, with If-Match. */
export function EditPartDialog({ part, className }: { part: Part; className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdatePart();
  const saving = useVersionedSave((record: Part, changes: UpdatePart) =>
    update.mutateAsync({ part: record, changes }),
  );
  const vendors = useVendorOptions(isOpen);
  const currency = usePlantCurrency();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, dirtyFields },
  } = useAppForm<PartFormValues, unknown, CreatePart>({
    resolver: zodResolver(partFormSchema),
    defaultValues: partToFormValues(part),
  });

  const handleOpenChange = (next: boolean) => {
    if (next) reset(partToFormValues(part));
    saving.clear();
    setIsOpen(next);
  };

  const onOutcome = (outcome: SaveOutcome<Part>) => {
    if (outcome.status !== 'saved') return;
    const saved = {
      title: 'Part updated',
      description: `${outcome.saved.partNumber} · ${outcome.saved.name}`,
    };
    if (isPartEditQueued(outcome.saved)) {
      toast({
        title: 'Saved on this device',
        description: `The change to ${outcome.saved.partNumber} will be sent when the connection returns.`,
      });
    } else toast(saved);
    setIsOpen(false);
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, PART_FORM_FIELDS);
    toast({
      variant: 'destructive',
      title: 'Failed to update part',
      description: errorMessage(error, '') || undefined,
    });
  };

  const onSubmit = (values: CreatePart) => {
    const vendorName = vendors.data?.find((vendor) => vendor.id === values.vendorId)?.name;
    const changes = toPartChanges(values, dirtyFields, vendorName);
    if (Object.keys(changes).length === 0) {
      setIsOpen(false);
      return;
    }
    void saving.submit(part, changes).then(onOutcome, onFailure);
  };
  const conflict = saving.conflict;

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <Button variant="outline" className={className} onClick={() => handleOpenChange(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {part.name}</DialogTitle>
          <DialogDescription>
            To receive goods or correct a count with a reason, use Record stock adjustment instead.
          </DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(conflictFields(currency), conflict.current, conflict.changes)}
            onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
            onDiscard={() => {
              saving.discard();
              setIsOpen(false);
            }}
            isReapplying={update.isPending}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
            <PartFormFields
              register={register}
              control={control}
              errors={errors}
              setValue={setValue}
              vendors={vendors.data}
              isLoadingVendors={vendors.isPending}
              currentVendorName={part.vendor}
              stockLevelHint="A change here is recorded as an adjustment in the stock history."
            />
            <FormDialogActions
              onCancel={() => setIsOpen(false)}
              submitLabel="Save changes"
              isSaving={update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
