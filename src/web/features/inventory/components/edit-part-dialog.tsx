import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { CreatePart, Part } from '@shared/schemas/parts';
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
import { applyServerFieldErrors } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { isVersionConflict, useUpdatePart } from '../api/update-part';
import { PartFormFields } from './part-form-fields';
import {
  PART_FORM_FIELDS,
  partFormSchema,
  partToFormValues,
  toPartChanges,
  type PartFormValues,
} from './part-form-values';

/** Supervisors and up change a part; only the fields they touched are sent, with If-Match. */
export function EditPartDialog({ part, className }: { part: Part; className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdatePart();
  const vendors = useVendorOptions(isOpen);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, dirtyFields },
  } = useForm<PartFormValues, unknown, CreatePart>({
    resolver: zodResolver(partFormSchema),
    defaultValues: partToFormValues(part),
  });

  const handleOpenChange = (next: boolean) => {
    if (next) reset(partToFormValues(part));
    setIsOpen(next);
  };

  const onSubmit = (values: CreatePart) => {
    const vendorName = vendors.data?.find((vendor) => vendor.id === values.vendorId)?.name;
    const changes = toPartChanges(values, dirtyFields, vendorName);
    if (Object.keys(changes).length === 0) {
      setIsOpen(false);
      return;
    }
    update.mutate(
      { part, changes },
      {
        onSuccess: (saved) => {
          toast({ title: 'Part updated', description: `${saved.partNumber} · ${saved.name}` });
          setIsOpen(false);
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            toast({
              variant: 'destructive',
              title: 'Someone else changed this part',
              description: 'The latest version is shown now. Check it, then edit again.',
            });
            setIsOpen(false);
            return;
          }
          applyServerFieldErrors(error, setError, PART_FORM_FIELDS);
          toast({
            variant: 'destructive',
            title: 'Failed to update part',
            description: errorMessage(error, '') || undefined,
          });
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
          <DialogTitle>Edit {part.name}</DialogTitle>
          <DialogDescription>
            To receive goods or correct a count with a reason, use Record stock adjustment instead.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <PartFormFields
            register={register}
            control={control}
            errors={errors}
            setValue={setValue}
            vendors={vendors.data}
            isLoadingVendors={vendors.isPending}
            currentVendorName={part.vendor}
            stockLevelHint="A change here is recorded as a count in the stock history."
          />
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
