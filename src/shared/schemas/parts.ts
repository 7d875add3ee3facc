import { z } from 'zod';
import { booleanQuery, idSchema, pageQuerySchema, timestampSchema } from './common';

export const partSchema = z.object({
  id: idSchema,
  name: z.string(),
  partNumber: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  unitOfMeasure: z.string(),
  /** Decimal carried as a string (operations spec §3). */
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
});
export type ListPartsQuery = z.infer<typeof listPartsQuerySchema>;
