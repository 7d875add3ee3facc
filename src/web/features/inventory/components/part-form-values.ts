import { z } from 'zod';
import type { PartCategory } from '@shared/domain';
import { createPartSchema, type CreatePart, type Part, type UpdatePart } from '@shared/schemas/parts';
import { changedFields } from '@web/lib/forms';

/** What the part form's inputs hold: text, as inputs do; the submit converts and validates. */
export interface PartFormValues {
  name: string;
  partNumber: string;
  description: string;
  category: PartCategory;
  unitCost: string;
  stockLevel: string;
  reorderPoint: string;
  /** '' for none: the reorder list then orders up to the maximum stock. */
  reorderQuantity: string;
  /** '' for none. */
  maxStock: string;
  /** '' for no vendor, a vendor id, or KEEP_VENDOR for a name typed before vendors existed. */
  vendorId: string;
  location: string;
}

/** The part names a vendor that is not (or no longer) in the vendor list: leave it as it is. */
export const KEEP_VENDOR = 'keep';

export const PART_FORM_FIELDS = [
  'name',
  'partNumber',
  'description',
  'category',
  'unitCost',
  'stockLevel',
  'reorderPoint',
  'reorderQuantity',
  'maxStock',
  'vendorId',
  'location',
] as const satisfies readonly (keyof PartFormValues)[];

export const NUMERIC_FIELDS = ['unitCost', 'stockLevel', 'reorderPoint'] as const;

// Digits with at most one decimal separator; a comma counts, as storeroom staff in many countries type it.
const NUMBER_PATTERN = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number typed, or null when the text is not one ("abc", "1e3", "12 pcs"). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** Operations spec §5: a blank or non-numeric entry becomes 0. */
export function toNumberOrZero(text: string): number {
  return parseNumber(text) ?? 0;
}

/**
 * For the counts a part may go without: blank is none (null). Unlike spec §5's fields a
 * non-numeric entry is not 0, which a reorder quantity cannot be, but NaN, which the shared
 * schema refuses as not a whole number.
 */
export function toCountOrNone(text: string): number | null {
  if (text.trim() === '') return null;
  return parseNumber(text) ?? Number.NaN;
}

export function emptyPartForm(): PartFormValues {
  return {
    name: '',
    partNumber: '',
    description: '',
    category: 'general',
    unitCost: '',
    stockLevel: '',
    reorderPoint: '',
    reorderQuantity: '',
    maxStock: '',
    vendorId: '',
    location: '',
  };
}

function isCategory(value: string): value is PartCategory {
  return createPartSchema.shape.category.safeParse(value).success;
}

export function partToFormValues(part: Part): PartFormValues {
  return {
    name: part.name,
    partNumber: part.partNumber,
    description: part.description ?? '',
    category: isCategory(part.category) ? part.category : 'general',
    unitCost: part.unitCost,
    stockLevel: String(part.stockLevel),
    reorderPoint: String(part.reorderPoint),
    reorderQuantity: String(part.reorderQuantity ?? ''),
    maxStock: String(part.maxStock ?? ''),
    vendorId: part.vendorId ?? (part.vendor ? KEEP_VENDOR : ''),
    location: part.location ?? '',
  };
}

/**
 * The shared create schema over the converted values, so its messages ('Name is required',
 * 'Part number is required') come out as they are, under the fields they are about.
 */
export const partFormSchema = z.custom<PartFormValues>().transform((values, context) => {
  const result = createPartSchema.safeParse({
    ...values,
    unitCost: toNumberOrZero(values.unitCost),
    stockLevel: toNumberOrZero(values.stockLevel),
    reorderPoint: toNumberOrZero(values.reorderPoint),
    reorderQuantity: toCountOrNone(values.reorderQuantity),
    maxStock: toCountOrNone(values.maxStock),
    vendorId: values.vendorId === KEEP_VENDOR ? undefined : values.vendorId,
    unitOfMeasure: 'each',
  });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** Adds the vendor's name beside its id, as POST /api/parts takes both. */
export function withVendorName(values: CreatePart, vendorName: string | undefined): CreatePart {
  return { ...values, vendor: values.vendorId ? vendorName : undefined };
}

/**
 * The PATCH body of an edit: only what the person changed, so a colleague's change to another
 * field is not overwritten. Emptied text fields are sent as null (cleared).
 */
export function toPartChanges(
  values: CreatePart,
  dirty: Partial<Record<keyof PartFormValues, boolean | undefined>>,
  vendorName: string | undefined,
): UpdatePart {
  const changes = changedFields(values, dirty, PART_FORM_FIELDS);
  // The vendor's name travels with its id (the part keeps it should the vendor be deleted).
  if (dirty.vendorId)
    return { ...changes, vendor: values.vendorId ? (vendorName ?? null) : null } as UpdatePart;
  return changes as UpdatePart;
}
