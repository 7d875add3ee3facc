import { z } from 'zod';
import { said } from '../i18n/error-texts/vendors';
import { VENDOR_TYPES } from '../domain';
import {
  boundedText,
  clearableText,
  idSchema,
  optionalText,
  pageQuerySchema,
  searchText,
  timestampSchema,
} from './common';

const email = (blank: undefined | null) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? blank : v),
    z
      .email({ error: said('user.emailInvalid') })
      .max(254)
      .nullable()
      .optional(),
  );

const name = boundedText(200, 'Name', { min: 1 });
const type = z.enum(VENDOR_TYPES, { error: said('vendor.typeInvalid') });

/** The vendor form (operations spec §5): name required, email optional but valid. */
export const createVendorSchema = z.object({
  name,
  type: type.default('supplier'),
  email: email(undefined),
  phone: optionalText(50, 'Phone'),
  address: optionalText(500, 'Address', { multiline: true }),
  contactPerson: optionalText(200, 'Contact person'),
});
export type CreateVendor = z.infer<typeof createVendorSchema>;
export type CreateVendorInput = z.input<typeof createVendorSchema>;

export const updateVendorSchema = z
  .object({
    name,
    type,
    email: email(null),
    phone: clearableText(50, 'Phone'),
    address: clearableText(500, 'Address', { multiline: true }),
    contactPerson: clearableText(200, 'Contact person'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateVendor = z.infer<typeof updateVendorSchema>;

export const listVendorsQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  type: type.optional(),
});
export type ListVendorsQuery = z.infer<typeof listVendorsQuerySchema>;

export const vendorSchema = z.object({
  id: idSchema,
  name: z.string(),
  type,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  /** Live parts that name this vendor. */
  partsCount: z.number().int(),
  /** Open work orders (new, assigned, in progress) given to this vendor. */
  openWorkOrdersCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;
