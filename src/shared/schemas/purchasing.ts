import { z } from 'zod';
import { said } from '../i18n/error-texts/purchasing';
import type { NameLabel } from '../i18n/names';
import { PURCHASE_ORDER_STATUSES } from '../domain';
import {
  clearableText,
  csvEnum,
  decimalAmount,
  fieldOf,
  idSchema,
  optionalText,
  pageQuerySchema,
  pgDate,
  searchText,
  timestampSchema,
  wholeNumber,
} from './common';

/** The most one order may hold: 25 lines print on each A4 page (issue 27 §6). */
export const MAX_ORDER_LINES = 500;

/** The most of one part a line may order or a receipt take in. */
export const MAX_LINE_QUANTITY = 10_000_000;

/** A price per unit (numeric(12, 2)), carried as "12.50". */
export const unitPrice = decimalAmount({
  scale: 2,
  max: 99_999_999.99,
  message: said('amount.invalid', { field: 'unitPrice' }),
});

const lineQuantity = (label: NameLabel) =>
  wholeNumber(label, {
    min: 1,
    max: MAX_LINE_QUANTITY,
    messages: {
      tooSmall: said('number.atLeast', { field: fieldOf(label), min: 1 }),
      tooLarge: said('number.tooLarge', { field: fieldOf(label) }),
    },
  });

// Vendors of a part ------------------------------------------------------------------------

export const partVendorSchema = z.object({
  vendorId: idSchema,
  vendorName: z.string(),
  vendorPartNumber: z.string().nullable(),
  unitPrice: z.string(),
  leadTimeDays: z.number().int().nullable(),
  /** The part's preferred vendor, whom the reorder list orders from. */
  preferred: z.boolean(),
});
export type PartVendor = z.infer<typeof partVendorSchema>;

/** PUT /api/parts/{id}/vendors: the whole list, replacing what was there. */
export const putPartVendorsSchema = z.object({
  vendors: z
    .array(
      z.object({
        vendorId: idSchema,
        vendorPartNumber: optionalText(100, 'Vendor part number'),
        unitPrice,
        leadTimeDays: wholeNumber('Lead time', {
          min: 0,
          max: 3650,
          messages: {
            tooSmall: said('number.negative', { field: 'leadTime' }),
            tooLarge: said('purchasing.leadTimeTooLong'),
          },
        })
          .nullable()
          .optional(),
      }),
    )
    .max(50, { error: said('purchasing.tooManyVendors') })
    .refine((list) => new Set(list.map((v) => v.vendorId)).size === list.length, {
      error: said('purchasing.vendorTwice'),
    }),
});
export type PutPartVendors = z.infer<typeof putPartVendorsSchema>;

// Purchase orders --------------------------------------------------------------------------

export const purchaseOrderLineSchema = z.object({
  id: idSchema,
  partId: idSchema,
  partNumber: z.string(),
  partName: z.string(),
  position: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  vendorPartNumber: z.string().nullable(),
  receivedQuantity: z.number().int(),
  allowOverReceipt: z.boolean(),
  /** quantity × unit price, "120.00". */
  lineTotal: z.string(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const receiptSchema = z.object({
  id: idSchema,
  receivedAt: timestampSchema,
  receivedByName: z.string().nullable(),
  reversedAt: timestampSchema.nullable(),
  reversedByName: z.string().nullable(),
  lines: z.array(
    z.object({ lineId: idSchema, partId: idSchema, quantity: z.number().int(), unitCost: z.string() }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

const orderFields = {
  id: idSchema,
  number: z.string(),
  vendorId: idSchema,
  vendorName: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  currency: z.string(),
  notes: z.string().nullable(),
  expectedDate: z.string().nullable(),
  total: z.string(),
  createdByName: z.string().nullable(),
  submittedAt: timestampSchema.nullable(),
  submittedByName: z.string().nullable(),
  approvedAt: timestampSchema.nullable(),
  approvedByName: z.string().nullable(),
  orderedAt: timestampSchema.nullable(),
  receivedAt: timestampSchema.nullable(),
  closedAt: timestampSchema.nullable(),
  cancelledAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
};

/** A row of the PO list. */
export const purchaseOrderSummarySchema = z.object({ ...orderFields, lineCount: z.number().int() });
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderSchema = z.object({
  ...orderFields,
  lines: z.array(purchaseOrderLineSchema),
  receipts: z.array(receiptSchema),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

const lineInputSchema = z.object({
  partId: idSchema,
  quantity: lineQuantity('Quantity'),
  /** Without one: the vendor's price for the part, else the part's average cost. */
  unitPrice: unitPrice.optional(),
  vendorPartNumber: optionalText(100, 'Vendor part number'),
  allowOverReceipt: z
    .boolean({ error: said('value.booleanField', { field: 'allowOverReceipt' }) })
    .optional(),
});
export type PurchaseOrderLineInput = z.infer<typeof lineInputSchema>;

const linesSchema = z
  .array(lineInputSchema)
  .max(MAX_ORDER_LINES, { error: said('purchasing.tooManyLines', { max: MAX_ORDER_LINES }) });

export const createPurchaseOrderSchema = z.object({
  vendorId: idSchema,
  notes: optionalText(2000, 'Notes', { multiline: true }),
  expectedDate: pgDate('Expected date').nullable().optional(),
  lines: linesSchema.default([]),
});
export type CreatePurchaseOrder = z.infer<typeof createPurchaseOrderSchema>;

/** PATCH of a draft: what is sent changes (blank notes clear them); `lines` replaces them all. */
export const updatePurchaseOrderSchema = z
  .object({
    vendorId: idSchema,
    notes: clearableText(2000, 'Notes', { multiline: true }),
    expectedDate: pgDate('Expected date').nullable(),
    lines: linesSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdatePurchaseOrder = z.infer<typeof updatePurchaseOrderSchema>;

export const listPurchaseOrdersQuerySchema = pageQuerySchema.extend({
  status: csvEnum(PURCHASE_ORDER_STATUSES, 'status').optional(),
  vendorId: idSchema.optional(),
  q: searchText(100).optional(),
});
export type ListPurchaseOrdersQuery = z.infer<typeof listPurchaseOrdersQuerySchema>;

export const createReceiptSchema = z.object({
  lines: z
    .array(z.object({ lineId: idSchema, quantity: lineQuantity('Quantity received') }))
    .min(1, { error: said('purchasing.receiveAtLeastOne') })
    .max(MAX_ORDER_LINES, { error: said('purchasing.receiptTooManyLines', { max: MAX_ORDER_LINES }) })
    .refine((list) => new Set(list.map((l) => l.lineId)).size === list.length, {
      error: said('purchasing.lineTwice'),
    }),
});
export type CreateReceipt = z.infer<typeof createReceiptSchema>;

// Reorder list -----------------------------------------------------------------------------

export const reorderSuggestionSchema = z.object({
  partId: idSchema,
  partNumber: z.string(),
  partName: z.string(),
  stockLevel: z.number().int(),
  reorderPoint: z.number().int(),
  reorderQuantity: z.number().int().nullable(),
  maxStock: z.number().int().nullable(),
  /** The reorder quantity, else up to the maximum, else enough to lift the stock above the reorder point. */
  suggestedQuantity: z.number().int(),
  /** The preferred vendor; null when the part has none (the list groups those apart). */
  vendorId: idSchema.nullable(),
  vendorName: z.string().nullable(),
  vendorPartNumber: z.string().nullable(),
  unitPrice: z.string(),
  leadTimeDays: z.number().int().nullable(),
});
export type ReorderSuggestion = z.infer<typeof reorderSuggestionSchema>;

export const reorderSuggestionsQuerySchema = pageQuerySchema.extend({
  vendorId: idSchema.optional(),
});
export type ReorderSuggestionsQuery = z.infer<typeof reorderSuggestionsQuerySchema>;
