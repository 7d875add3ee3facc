import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { PART_CATEGORIES } from '@shared/domain';
import type { CreatePart } from '@shared/schemas/parts';
import type { Vendor } from '@shared/schemas/vendors';
import { FormField } from '@web/components/ui/form-field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { parseNumber, type PartFormValues } from './part-form-values';
import { formatCategory } from './stock-status';
import { VendorSelect } from '@web/components/vendors/vendor-select';
import { inventoryMessages } from '../messages';

type PartControl = Control<PartFormValues, unknown, CreatePart>;

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-destructive" aria-hidden>
        *
      </span>
    </>
  );
}

/** A text field with a currency sign; FormField's id and aria props reach the input itself. */
const MoneyInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function MoneyInput(props, ref) {
    return (
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        >
          $
        </span>
        <Input ref={ref} inputMode="decimal" autoComplete="off" className="pl-7" {...props} />
      </div>
    );
  },
);

/** Bound with useController, not a Controller, so FormField's id reaches the trigger and the label names it. */
function CategorySelect({
  control,
  ...triggerProps
}: {
  control: PartControl;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const t = useT(inventoryMessages);
  const { field } = useController({ control, name: 'category' });
  return (
    <Select value={field.value} onValueChange={field.onChange}>
      <SelectTrigger {...triggerProps} onBlur={field.onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PART_CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>
            {formatCategory(t, category)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function BoundVendorSelect({
  control,
  ...props
}: {
  control: PartControl;
  vendors: readonly Vendor[] | undefined;
  isLoading: boolean;
  currentName: string | null;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const t = useT(inventoryMessages);
  const { field } = useController({ control, name: 'vendorId' });
  return (
    <VendorSelect
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      noneLabel={t('form.noVendor')}
      {...props}
    />
  );
}

/** The fields of the Add New Part and Edit dialogs (operations spec §5). */
export function PartFormFields({
  register,
  control,
  errors,
  setValue,
  vendors,
  isLoadingVendors,
  currentVendorName = null,
  stockLevelHint,
}: {
  register: UseFormRegister<PartFormValues>;
  control: PartControl;
  errors: FieldErrors<PartFormValues>;
  setValue: UseFormSetValue<PartFormValues>;
  vendors: readonly Vendor[] | undefined;
  isLoadingVendors: boolean;
  currentVendorName?: string | null;
  stockLevelHint?: string;
}) {
  const t = useT(inventoryMessages);
  // A non-numeric entry becomes 0 (spec §5); showing the 0 as the field is left says so before saving.
  const numeric = (name: 'unitCost' | 'stockLevel' | 'reorderPoint') =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => {
        const text = event.target.value;
        if (text.trim() !== '' && parseNumber(text) === null) setValue(name, '0', { shouldDirty: true });
      },
    });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={<Required>{t('form.name')}</Required>}
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete="off" placeholder={t('form.namePlaceholder')} {...register('name')} />
      </FormField>
      <FormField label={<Required>{t('form.partNumber')}</Required>} error={errors.partNumber?.message}>
        <Input
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          placeholder={t('form.partNumberPlaceholder')}
          className="font-mono placeholder:font-sans"
          {...register('partNumber')}
        />
      </FormField>
      <FormField label={t('form.category')} error={errors.category?.message}>
        <CategorySelect control={control} />
      </FormField>
      <FormField label={t('form.description')} error={errors.description?.message} className="sm:col-span-2">
        <textarea
          rows={2}
          placeholder={t('form.descriptionPlaceholder')}
          className={cn(inputClasses, 'h-auto min-h-16 resize-y')}
          {...register('description')}
        />
      </FormField>
      <FormField label={t('form.unitCost')} error={errors.unitCost?.message}>
        <MoneyInput placeholder="0.00" {...numeric('unitCost')} />
      </FormField>
      <FormField label={t('form.location')} error={errors.location?.message}>
        <Input autoComplete="off" placeholder={t('form.locationPlaceholder')} {...register('location')} />
      </FormField>
      <FormField label={t('form.stockLevel')} error={errors.stockLevel?.message} hint={stockLevelHint}>
        <Input inputMode="numeric" autoComplete="off" placeholder="0" {...numeric('stockLevel')} />
      </FormField>
      <FormField
        label={t('form.reorderPoint')}
        error={errors.reorderPoint?.message}
        hint={t('form.reorderPointHint')}
      >
        <Input inputMode="numeric" autoComplete="off" placeholder="0" {...numeric('reorderPoint')} />
      </FormField>
      {/* Registered plainly: blank means none here, and a non-numeric entry is refused, not made 0. */}
      <FormField
        label={t('form.reorderQuantity')}
        error={errors.reorderQuantity?.message}
        hint={t('form.reorderQuantityHint')}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('reorderQuantity')} />
      </FormField>
      <FormField label={t('form.maxStock')} error={errors.maxStock?.message} hint={t('form.maxStockHint')}>
        <Input inputMode="numeric" autoComplete="off" {...register('maxStock')} />
      </FormField>
      <FormField label={t('form.vendor')} error={errors.vendorId?.message} className="sm:col-span-2">
        <BoundVendorSelect
          control={control}
          vendors={vendors}
          isLoading={isLoadingVendors}
          currentName={currentVendorName}
        />
      </FormField>
    </div>
  );
}
