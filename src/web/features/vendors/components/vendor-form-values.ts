import { z } from 'zod';
import type { VendorType } from '@shared/domain';
import {
  createVendorSchema,
  type CreateVendor,
  type UpdateVendor,
  type Vendor,
} from '@shared/schemas/vendors';
import { changedFields } from '@web/lib/forms';

/** What the vendor form's inputs hold. */
export interface VendorFormValues {
  name: string;
  type: VendorType;
  email: string;
  phone: string;
  address: string;
  contactPerson: string;
}

export const VENDOR_FORM_FIELDS = [
  'name',
  'type',
  'email',
  'phone',
  'address',
  'contactPerson',
] as const satisfies readonly (keyof VendorFormValues)[];

export const EMPTY_VENDOR_FORM: VendorFormValues = {
  name: '',
  type: 'supplier',
  email: '',
  phone: '',
  address: '',
  contactPerson: '',
};

export function vendorToFormValues(vendor: Vendor): VendorFormValues {
  return {
    name: vendor.name,
    type: vendor.type,
    email: vendor.email ?? '',
    phone: vendor.phone ?? '',
    address: vendor.address ?? '',
    contactPerson: vendor.contactPerson ?? '',
  };
}

/**
 * The shared schema (operations spec §5: 'Name is required', 'Invalid email format'). Its
 * input type says `unknown` for the pre-processed fields, which react-hook-form cannot use.
 */
export const vendorFormSchema = z.custom<VendorFormValues>().transform((values, context) => {
  const result = createVendorSchema.safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** Only the fields the person changed; an emptied optional field is sent as null (cleared). */
export function toVendorChanges(
  values: CreateVendor,
  dirty: Partial<Record<keyof VendorFormValues, boolean | undefined>>,
): UpdateVendor {
  return changedFields(values, dirty, VENDOR_FORM_FIELDS) as UpdateVendor;
}
