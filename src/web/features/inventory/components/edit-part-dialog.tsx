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
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { isPartEditQueued, useUpdatePart } from '../api/update-part';
import { inventoryMessages } from '../messages';
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
const conflictFields = (
  t: TextsOf<typeof inventoryMessages>,
  currency: string | undefined,
): readonly ConflictField[] => [
  { name: 'name', label: t('form.name') },
  { name: 'partNumber', label: t('form.partNumber') },
  { name: 'category', label: t('form.category'), format: (value) => formatCategory(t, String(value)) },
  { name: 'description', label: t('form.description') },
  {
    name: 'unitCost',
    label: t('form.unitCost'),
    format: (value) => formatCurrency(Number(value), currency),
  },
  { name: 'location', label: t('form.location') },
  { name: 'stockLevel', label: t('form.stockLevel') },
  { name: 'reorderPoint', label: t('form.reorderPoint') },
  { name: 'reorderQuantity', label: t('form.reorderQuantity') },
  { name: 'maxStock', label: t('form.maxStock') },
  { name: 'vendor', label: t('form.vendor') },
];

/** Supervisors and up change a part; only the fields they touched are sent, with If-Match. */
export function EditPartDialog({ part, className }: { part: Part; className?: string }) {
  const t = useT(inventoryMessages);
  const conflictWords = useConflictWords();
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
      title: t('edit.updated'),
      description: `${outcome.saved.partNumber} · ${outcome.saved.name}`,
    };
    if (isPartEditQueued(outcome.saved)) {
      toast({
        title: t('edit.queuedTitle'),
        description: t('edit.queued', { partNumber: outcome.saved.partNumber }),
      });
    } else toast(saved);
    setIsOpen(false);
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, PART_FORM_FIELDS);
    toast({
      variant: 'destructive',
      title: t('edit.failed'),
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
        {t('edit.open')}
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title', { name: part.name })}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(conflictFields(t, currency), conflict.current, conflict.changes, {
              words: conflictWords,
            })}
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
              stockLevelHint={t('edit.stockLevelHint')}
            />
            <FormDialogActions
              onCancel={() => setIsOpen(false)}
              submitLabel={t('edit.submit')}
              isSaving={update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
