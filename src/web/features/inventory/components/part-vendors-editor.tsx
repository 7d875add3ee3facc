import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray } from 'react-hook-form';
import type { PartVendor, PutPartVendors } from '@shared/schemas/purchasing';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { VendorSelect } from '@web/components/vendors/vendor-select';
import { errorMessage } from '@web/lib/api-client';
import { useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useSavePartVendors } from '../api/part-vendors';
import { inventoryMessages } from '../messages';
import { partVendorsFormSchema, toFormValues, type PartVendorsFormValues } from './part-vendor-form-values';
import { PartVendorRowFields } from './part-vendor-row-fields';

/** Edits the whole vendor list of a part at once; Save replaces it on the server (PUT). */
export function PartVendorsEditor({
  partId,
  vendors,
  onDone,
}: {
  partId: string;
  vendors: readonly PartVendor[];
  onDone: () => void;
}) {
  const t = useT(inventoryMessages);
  const currency = usePlantCurrency();
  const options = useVendorOptions();
  const save = useSavePartVendors(partId);
  const {
    formRef,
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<PartVendorsFormValues, unknown, PutPartVendors>({
    resolver: zodResolver(partVendorsFormSchema),
    defaultValues: toFormValues(vendors),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'vendors', keyName: 'key' });
  // Each vendor is listed once: the picker offers only those not yet on the list.
  const listed = new Set(fields.map((field) => field.vendorId));
  const addable = options.data?.filter((vendor) => !listed.has(vendor.id));

  const addVendor = (vendorId: string) => {
    const vendor = addable?.find((candidate) => candidate.id === vendorId);
    if (!vendor) return;
    append({
      vendorId: vendor.id,
      vendorName: vendor.name,
      // One removed and added back is still the part's preferred vendor.
      preferred: vendors.some(
        (listedVendor) => listedVendor.vendorId === vendor.id && listedVendor.preferred,
      ),
      vendorPartNumber: '',
      unitPrice: '',
      leadTimeDays: '',
    });
  };
  const onSubmit = (body: PutPartVendors) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({
          title: t('vendors.saved'),
          description: t('vendors.savedCount', { count: saved.length }),
        });
        onDone();
      },
    });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('vendors.none')}</p> : null}
      {fields.map((field, index) => (
        <PartVendorRowFields
          key={field.key}
          row={field}
          index={index}
          register={register}
          errors={errors}
          currency={currency}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.vendors?.root?.message ? (
        <p className="text-sm font-medium text-destructive">{errors.vendors.root.message}</p>
      ) : null}
      <FormField label={t('vendors.add')} hint={t('vendors.addHint')}>
        <VendorSelect
          value=""
          onChange={addVendor}
          vendors={addable}
          isLoading={options.isPending}
          noneLabel={t('vendors.choose')}
        />
      </FormField>
      {save.isError ? (
        <Alert variant="destructive" title={t('vendors.notSaved')}>
          {errorMessage(save.error, t('vendors.checkConnection'))}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('vendors.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('vendors.save')}
        </Button>
      </div>
    </form>
  );
}
