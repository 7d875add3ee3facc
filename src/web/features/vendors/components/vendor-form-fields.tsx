import type { ReactNode } from 'react';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CreateVendor } from '@shared/schemas/vendors';
import { FormField } from '@web/components/ui/form-field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';
import { VENDOR_TYPE_LABELS } from './vendor-type-badge';
import type { VendorFormValues } from './vendor-form-values';

type VendorControl = Control<VendorFormValues, unknown, CreateVendor>;

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

/** Bound with useController, so FormField's id reaches the trigger and the label names it. */
function TypeSelect({
  control,
  ...triggerProps
}: {
  control: VendorControl;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const t = useT(vendorsMessages);
  const { field } = useController({ control, name: 'type' });
  return (
    <Select value={field.value} onValueChange={field.onChange}>
      <SelectTrigger {...triggerProps} onBlur={field.onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(VENDOR_TYPE_LABELS).map(([value, label]) => (
          <SelectItem key={value} value={value}>
            {t(label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The fields of operations spec §5's vendor form: name required, e-mail valid or empty. */
export function VendorFormFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<VendorFormValues>;
  control: VendorControl;
  errors: FieldErrors<VendorFormValues>;
}) {
  const t = useT(vendorsMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={<Required>{t('form.name')}</Required>} error={errors.name?.message}>
        <Input autoComplete="organization" placeholder={t('form.namePlaceholder')} {...register('name')} />
      </FormField>
      <FormField label={t('form.type')} error={errors.type?.message}>
        <TypeSelect control={control} />
      </FormField>
      <FormField label={t('form.contactPerson')} error={errors.contactPerson?.message}>
        <Input
          autoComplete="off"
          placeholder={t('form.contactPersonPlaceholder')}
          {...register('contactPerson')}
        />
      </FormField>
      <FormField label={t('form.phone')} error={errors.phone?.message}>
        <Input
          type="tel"
          autoComplete="off"
          placeholder={t('form.phonePlaceholder')}
          {...register('phone')}
        />
      </FormField>
      <FormField label={t('form.email')} error={errors.email?.message} className="sm:col-span-2">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('form.emailPlaceholder')}
          {...register('email')}
        />
      </FormField>
      <FormField label={t('form.address')} error={errors.address?.message} className="sm:col-span-2">
        <textarea
          rows={2}
          placeholder={t('form.addressPlaceholder')}
          className={cn(inputClasses, 'h-auto min-h-16 resize-y')}
          {...register('address')}
        />
      </FormField>
    </div>
  );
}
