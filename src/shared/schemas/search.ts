import { z } from 'zod';
import { EQUIPMENT_STATUSES, WORK_ORDER_STATUSES } from '../domain';
import { said } from '../i18n/error-texts/reports';
import { boundedText, idSchema } from './common';

export const searchQuerySchema = z.object({
  q: boundedText(100, 'Search', { min: 2, messages: { tooShort: said('search.tooShort') } }),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const searchResultsSchema = z.object({
  workOrders: z.array(
    z.object({
      id: idSchema,
      foNumber: z.string(),
      description: z.string(),
      status: z.enum(WORK_ORDER_STATUSES),
    }),
  ),
  equipment: z.array(
    z.object({
      id: idSchema,
      assetTag: z.string(),
      name: z.string(),
      model: z.string(),
      status: z.enum(EQUIPMENT_STATUSES),
    }),
  ),
  parts: z.array(
    z.object({ id: idSchema, partNumber: z.string(), name: z.string(), stockLevel: z.number().int() }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
