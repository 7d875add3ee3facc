import type { ReactNode } from 'react';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CreateVendor } from '@shared/schemas/vendors';
import { FormField } from '@web/components/ui/form-field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
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
  const { field } = useController({ control, name: 'type' });
  return (
    <Select value={field.value} onValueChange={field.onChange}>
      <SelectTrigger {...triggerProps} onBlur={field.onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(VENDOR_TYPE_LABELS).map(([value, label]) => (
          <SelectItem key={value} value={value}>
            {label}
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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={<Required>Name</Required>} error={errors.name?.message}>
        <Input autoComplete="organization" placeholder="e.g. Nordic Bearings Ltd" {...register('name')} />
      </FormField>
      <FormField label="Type" error={errors.type?.message}>
        <TypeSelect control={control} />
      </FormField>
      <FormField label="Contact person" error={errors.contactPerson?.message}>
        <Input autoComplete="off" placeholder="e.g. Jane Doe" {...register('contactPerson')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" placeholder="e.g. +1 555 0100" {...register('phone')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} className="sm:col-span-2">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. orders@example.com"
          {...register('email')}
        />
      </FormField>
      <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
        <textarea
          rows={2}
          placeholder="Street, town, postcode"
          className={cn(inputClasses, 'h-auto min-h-16 resize-y')}
          {...register('address')}
        />
      </FormField>
    </div>
  );
}
