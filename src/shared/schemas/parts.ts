import { z } from 'zod';
import { PART_CATEGORIES, STOCK_MOVEMENT_KINDS } from '../domain';
import {
  booleanQuery,
  clearableText,
  idSchema,
  optionalText,
  pageQuerySchema,
  timestampSchema,
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
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  lowStock: booleanQuery.optional(),
  vendorId: idSchema.optional(),
});
export type ListPartsQuery = z.infer<typeof listPartsQuerySchema>;

/** A money amount: a number or a decimal string, 0 or more, at most two decimals; carried as "12.50". */
const unitCost = z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : v === '' ? 0 : Number(v);
  if (!Number.isFinite(n) || n < 0 || Math.round(n * 100) !== n * 100 || n > 99_999_999.99) {
    ctx.addIssue({
      code: 'custom',
      message: 'Unit cost must be an amount of 0 or more, with at most 2 decimals',
    });
    return z.NEVER;
  }
  return n.toFixed(2);
});

const count = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(10_000_000, { error: `${label} is too large` });

const partFields = {
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(200),
  partNumber: z
    .string({ error: 'Part number is required' })
    .trim()
    .min(1, { error: 'Part number is required' })
    .max(100, { error: 'Part number must be at most 100 characters' }),
  category: z.enum(PART_CATEGORIES, { error: `Category must be one of: ${PART_CATEGORIES.join(', ')}` }),
  unitCost,
  reorderPoint: count('Reorder point'),
};

/**
 * POST /api/parts (operations spec §7). unitOfMeasure is always "each"; the warehouse comes
 * from the session. The form turns non-numeric entries into 0 before sending (§5).
 */
export const createPartSchema = z.object({
  ...partFields,
  description: optionalText(2000, 'Description'),
  category: partFields.category.default('general'),
  unitOfMeasure: z.literal('each', { error: 'Unit of measure is "each"' }).default('each'),
  unitCost: partFields.unitCost.default('0.00'),
  stockLevel: count('Stock level').default(0),
  reorderPoint: partFields.reorderPoint.default(0),
  vendor: optionalText(200, 'Vendor'),
  vendorId: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()),
  location: optionalText(200, 'Location'),
});
export type CreatePart = z.infer<typeof createPartSchema>;
export type CreatePartInput = z.input<typeof createPartSchema>;

/** PATCH /api/parts/{id}. A new stockLevel is recorded in the ledger as a count. */
export const updatePartSchema = z
  .object({
    ...partFields,
    description: clearableText(2000, 'Description'),
    stockLevel: count('Stock level'),
    vendor: clearableText(200, 'Vendor'),
    vendorId: z.preprocess((v) => (v === '' ? null : v), idSchema.nullable()),
    location: clearableText(200, 'Location'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdatePart = z.infer<typeof updatePartSchema>;

export const STOCK_ADJUSTMENT_KINDS = ['receive', 'adjust', 'count'] as const;

/**
 * POST /api/parts/{id}/adjustments: receive adds stock, adjust adds or removes (negative
 * quantity), count sets the counted level. Never below zero.
 */
export const stockAdjustmentSchema = z
  .object({
    kind: z.enum(STOCK_ADJUSTMENT_KINDS, { error: 'Kind must be receive, adjust or count' }),
    quantity: z.coerce
      .number({ error: 'Quantity must be a whole number' })
      .int({ error: 'Quantity must be a whole number' }),
    reason: z
      .string({ error: 'Give a reason for the adjustment' })
      .trim()
      .min(1, { error: 'Give a reason for the adjustment' })
      .max(500, { error: 'A reason must be at most 500 characters' }),
  })
  .refine((a) => a.kind !== 'receive' || a.quantity > 0, {
    error: 'Received quantity must be at least 1',
    path: ['quantity'],
  })
  .refine((a) => a.kind !== 'adjust' || a.quantity !== 0, {
    error: 'An adjustment cannot be 0',
    path: ['quantity'],
  })
  .refine((a) => a.kind !== 'count' || a.quantity >= 0, {
    error: 'A counted level cannot be negative',
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
  createdAt: timestampSchema,
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
