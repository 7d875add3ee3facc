import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatePart } from '@shared/schemas/parts';
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
import { useCreatePart } from '../api/create-part';
import { inventoryMessages } from '../messages';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { PartFormFields } from './part-form-fields';
import {
  emptyPartForm,
  PART_FORM_FIELDS,
  partFormSchema,
  withVendorName,
  type PartFormValues,
} from './part-form-values';
import { FormDialogActions } from '@web/components/edit-dialog';

/** Add New Part (operations spec §2, §5): stays open with the reason when the server refuses. */
export function AddPartDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(inventoryMessages);
  const create = useCreatePart();
  const vendors = useVendorOptions(open);
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useAppForm<PartFormValues, unknown, CreatePart>({
    resolver: zodResolver(partFormSchema),
    defaultValues: emptyPartForm(),
  });

  // Every opening starts from an empty form, never the leftovers of a cancelled one.
  useEffect(() => {
    if (open) reset(emptyPartForm());
  }, [open, reset]);

  const onSubmit = (values: CreatePart) => {
    const vendorName = vendors.data?.find((vendor) => vendor.id === values.vendorId)?.name;
    create.mutate(withVendorName(values, vendorName), {
      onSuccess: (created) => {
        toastSaved(
          created,
          { title: t('add.created'), description: `${created.partNumber} · ${created.name}` },
          t('add.queued', { partNumber: created.partNumber }),
        );
        onOpenChange(false);
      },
      onError: (error) => {
        const message = errorMessage(error, '');
        toast({ variant: 'destructive', title: t('add.failed'), description: message || undefined });
        const placed = applyServerFieldErrors(error, setError, PART_FORM_FIELDS);
        // A duplicate part number is the one 409 here: say so under the field.
        if (placed === 0 && error instanceof ApiError && error.status === 409 && message) {
          setError('partNumber', { type: 'server', message });
        }
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
          <PartFormFields
            register={register}
            control={control}
            errors={errors}
            setValue={setValue}
            vendors={vendors.data}
            isLoadingVendors={vendors.isPending}
          />
          <FormDialogActions
            onCancel={() => onOpenChange(false)}
            submitLabel={t('add.submit')}
            isSaving={create.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
