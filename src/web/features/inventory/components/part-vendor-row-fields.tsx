import { useId } from 'react';
import { X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';
import type { PartVendorRow, PartVendorsFormValues } from './part-vendor-form-values';
import { PreferredBadge } from './part-vendors-list';

/** One vendor of the part being edited: its number, price and lead time, and a way to drop it. */
export function PartVendorRowFields({
  row,
  index,
  register,
  errors,
  currency,
  onRemove,
}: {
  row: PartVendorRow;
  index: number;
  register: UseFormRegister<PartVendorsFormValues>;
  errors: FieldErrors<PartVendorsFormValues>;
  currency: string | undefined;
  onRemove: () => void;
}) {
  const t = useT(inventoryMessages);
  const nameId = useId();
  const rowErrors = errors.vendors?.[index];
  return (
    // A group named by the vendor, so its three fields read as that vendor's.
    <div role="group" aria-labelledby={nameId} className="grid min-w-0 gap-3 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 pt-2 text-sm font-medium">
          <UserText>
            <span id={nameId}>{row.vendorName}</span>
          </UserText>
          {row.preferred ? <PreferredBadge /> : null}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('vendorRow.remove', { name: row.vendorName })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField label={t('vendorRow.partNumber')} error={rowErrors?.vendorPartNumber?.message}>
          <Input autoComplete="off" {...register(`vendors.${index}.vendorPartNumber`)} />
        </FormField>
        <FormField
          label={currency ? t('vendorRow.unitPriceIn', { currency }) : t('vendorRow.unitPrice')}
          error={rowErrors?.unitPrice?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register(`vendors.${index}.unitPrice`)}
          />
        </FormField>
        <FormField label={t('vendorRow.leadTime')} error={rowErrors?.leadTimeDays?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register(`vendors.${index}.leadTimeDays`)}
          />
        </FormField>
      </div>
    </div>
  );
}
