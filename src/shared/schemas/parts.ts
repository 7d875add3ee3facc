import { z } from 'zod';
import { said } from '../i18n/error-texts/parts';
import type { NameLabel } from '../i18n/names';
import { PART_CATEGORIES, STOCK_MOVEMENT_KINDS } from '../domain';
import {
  booleanQuery,
  boundedText,
  clearableText,
  decimalAmount,
  fieldOf,
  idSchema,
  optionalText,
  pageQuerySchema,
  searchText,
  timestampSchema,
  wholeNumber,
} from './common';

export const partSchema = z.object({
  id: idSchema,
  name: z.string(),
  partNumber: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  unitOfMeasure: z.string(),
  /** Decimal carried as a string (operations spec §3), two decimals. */
  unitCost: z.string(),
  stockLevel: z.number().int(),
  reorderPoint: z.number().int(),
  /** How many to order at the reorder point (issue 27 §1); null: the reorder list orders up to maxStock. */
  reorderQuantity: z.number().int().nullable(),
  /** The most the shelf holds; null when not set. */
  maxStock: z.number().int().nullable(),
  vendor: z.string().nullable(),
  vendorId: idSchema.nullable(),
  location: z.string().nullable(),
  warehouseId: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type Part = z.infer<typeof partSchema>;

export const listPartsQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  category: boundedText(100, 'Category').optional(),
  lowStock: booleanQuery.optional(),
  vendorId: idSchema.optional(),
});
export type ListPartsQuery = z.infer<typeof listPartsQuerySchema>;

/** A money amount (numeric(12, 2)): 0 or more, at most two decimals; carried as "12.50". */
const unitCost = decimalAmount({
  scale: 2,
  max: 99_999_999.99,
  message: said('amount.invalid', { field: 'unitCost' }),
});

/** The most a form may set a count to; movements may take stock higher, up to what `integer` holds. */
const MAX_COUNT = 10_000_000;

const count = (label: NameLabel) =>
  wholeNumber(label, {
    coerce: true,
    min: 0,
    max: MAX_COUNT,
    messages: {
      tooSmall: said('number.negative', { field: fieldOf(label) }),
      tooLarge: said('number.tooLarge', { field: fieldOf(label) }),
    },
  });

const partFields = {
  name: boundedText(200, 'Name', { min: 1 }),
  partNumber: boundedText(100, 'Part number', { min: 1 }),
  category: z.enum(PART_CATEGORIES, {
    error: said('value.oneOf', { field: 'category', values: PART_CATEGORIES.join(', ') }),
  }),
  unitCost,
  reorderPoint: count('Reorder point'),
  // Numbers only, not coerced as the counts above are: a blank would otherwise become 0, not "none".
  reorderQuantity: wholeNumber('Reorder quantity', {
    min: 1,
    max: MAX_COUNT,
    messages: {
      tooSmall: said('part.reorderQuantityMin'),
      tooLarge: said('number.tooLarge', { field: 'reorderQuantity' }),
    },
  }).nullable(),
  maxStock: wholeNumber('Maximum stock', {
    min: 0,
    max: MAX_COUNT,
    messages: {
      tooSmall: said('number.negative', { field: 'maximumStock' }),
      tooLarge: said('number.tooLarge', { field: 'maximumStock' }),
    },
  }).nullable(),
};

export const MAX_STOCK_BELOW_REORDER_POINT = said('part.maxStockBelowReorderPoint');

/** A shelf that holds less than the level that triggers a reorder could never be filled past it. */
export const maxStockFits = (part: { reorderPoint: number; maxStock: number | null }) =>
  part.maxStock === null || part.maxStock >= part.reorderPoint;

/**
 * POST /api/parts (operations spec §7). unitOfMeasure is always "each"; the warehouse comes
 * from the session. The form turns non-numeric entries into 0 before sending (§5).
 */
export const createPartSchema = z
  .object({
    ...partFields,
    description: optionalText(2000, 'Description', { multiline: true }),
    category: partFields.category.default('general'),
    unitOfMeasure: z.literal('each', { error: said('part.unitOfMeasure') }).default('each'),
    unitCost: partFields.unitCost.default('0.00'),
    stockLevel: count('Stock level').default(0),
    reorderPoint: partFields.reorderPoint.default(0),
    reorderQuantity: partFields.reorderQuantity.default(null),
    maxStock: partFields.maxStock.default(null),
    vendor: optionalText(200, 'Vendor'),
    vendorId: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()),
    location: optionalText(200, 'Location'),
  })
  .refine(maxStockFits, { error: MAX_STOCK_BELOW_REORDER_POINT, path: ['maxStock'] });
export type CreatePart = z.infer<typeof createPartSchema>;
export type CreatePartInput = z.input<typeof createPartSchema>;

/**
 * PATCH /api/parts/{id}. A new stockLevel is recorded in the ledger as a count; null clears the
 * reorder quantity or maximum stock. The service checks the maximum against the stored reorder
 * point, which a partial body may not carry.
 */
export const updatePartSchema = z
  .object({
    ...partFields,
    description: clearableText(2000, 'Description', { multiline: true }),
    stockLevel: count('Stock level'),
    vendor: clearableText(200, 'Vendor'),
    vendorId: z.preprocess((v) => (v === '' ? null : v), idSchema.nullable()),
    location: clearableText(200, 'Location'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdatePart = z.infer<typeof updatePartSchema>;

export const STOCK_ADJUSTMENT_KINDS = ['receive', 'adjust', 'count'] as const;

/**
 * POST /api/parts/{id}/adjustments: receive adds stock, adjust adds or removes (negative
 * quantity), count sets the counted level. Never below zero.
 */
export const stockAdjustmentSchema = z
  .object({
    kind: z.enum(STOCK_ADJUSTMENT_KINDS, { error: said('part.adjustmentKind') }),
    quantity: wholeNumber('Quantity', { coerce: true, min: -MAX_COUNT, max: MAX_COUNT }),
    reason: boundedText(500, 'Reason', {
      min: 1,
      multiline: true,
      messages: {
        required: said('part.adjustmentReason'),
        tooLong: said('part.reasonTooLong'),
      },
    }),
  })
  .refine((a) => a.kind !== 'receive' || a.quantity > 0, {
    error: said('part.receiveAtLeastOne'),
    path: ['quantity'],
  })
  .refine((a) => a.kind !== 'adjust' || a.quantity !== 0, {
    error: said('part.adjustmentZero'),
    path: ['quantity'],
  })
  .refine((a) => a.kind !== 'count' || a.quantity >= 0, {
    error: said('part.countNegative'),
    path: ['quantity'],
  });
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockMovementSchema = z.object({
  id: idSchema,
  partId: idSchema,
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantityDelta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string().nullable(),
  workOrderId: idSchema.nullable(),
  workOrderFoNumber: z.string().nullable(),
  userId: idSchema.nullable(),
  userName: z.string().nullable(),
  /** What each unit of a delivery cost, "7.33" (issue 27 §4); null for movements without a price. */
  unitCost: z.string().nullable(),
  /** When the stock changed: the ledger's order, in which each stockAfter holds. */
  createdAt: timestampSchema,
  /** When the parts were used, for a use done offline and synced later (Occurred-At); null: at createdAt. */
  occurredAt: timestampSchema.nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** The three inventory tiles (operations spec §2), over all live parts of the warehouse. */
export const partsSummarySchema = z.object({
  totalParts: z.number().int(),
  /** stockLevel ≤ reorderPoint (out-of-stock parts included). */
  lowStockItems: z.number().int(),
  outOfStockItems: z.number().int(),
  /** Σ stockLevel × unitCost, as a decimal string. */
  totalValue: z.string(),
  categories: z.array(z.string()),
});
export type PartsSummary = z.infer<typeof partsSummarySchema>;
