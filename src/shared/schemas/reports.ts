import { z } from 'zod';
import { MAX_PRINTED_SHEETS } from '../constants';
import { said } from '../i18n/error-texts/reports';
import { analyticsPeriodSchema, ANALYTICS_PERIODS, type AnalyticsPeriod } from './analytics';
import { downtimeSchema } from './downtime';
import { idSchema, timestampSchema } from './common';
import { checklistItemSchema, laborEntrySchema, partsUsageSchema } from './work-order-activity';
import { listWorkOrdersQuerySchema, workOrderSchema } from './work-orders';

/**
 * Reports (issue 12 §5): CSV exports that stream, printable work-order sheets and the monthly
 * maintenance summary.
 */

/** The work-order list's own filters (and sort); every matching order, not a page. */
export const workOrdersExportQuerySchema = listWorkOrdersQuerySchema.omit({ limit: true, cursor: true });
export type WorkOrdersExportQuery = z.infer<typeof workOrdersExportQuerySchema>;

const days = z.coerce
  .number({ error: said('number.notNumber', { field: 'daysParam' }) })
  .refine((d): d is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(d), {
    error: said('analytics.daysOneOf', { values: ANALYTICS_PERIODS.join(', ') }),
  })
  .default(90);

/** Downtime and PM compliance exports cover the last `days` days. */
export const periodExportQuerySchema = z.object({ days });
export type PeriodExportQuery = z.infer<typeof periodExportQuerySchema>;

/** Printable sheets: the orders named, in that order (at most MAX_PRINTED_SHEETS). */
export const workOrderSheetsQuerySchema = z.object({
  ids: z
    .string({ error: said('text.required', { field: 'idsParam' }) })
    .transform((raw) =>
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(idSchema)
        .min(1, { error: said('report.sheetsAtLeastOne') })
        .max(MAX_PRINTED_SHEETS, { error: said('report.sheetsAtMost', { max: MAX_PRINTED_SHEETS }) }),
    ),
});
export type WorkOrderSheetsQuery = z.infer<typeof workOrderSheetsQuerySchema>;

/** Everything one printed page of a work order shows. */
export const workOrderSheetSchema = z.object({
  workOrder: workOrderSchema,
  checklist: z.array(checklistItemSchema),
  partsUsage: z.array(partsUsageSchema),
  labor: z.array(laborEntrySchema),
  downtime: z.array(downtimeSchema),
});
export type WorkOrderSheet = z.infer<typeof workOrderSheetSchema>;

export const workOrderSheetsSchema = z.object({
  warehouseName: z.string(),
  /** The plant's currency, for the parts' costs. */
  currency: z.string(),
  printedAt: timestampSchema,
  sheets: z.array(workOrderSheetSchema),
  /** Ids asked for that are no order of this plant (another plant's, or deleted): not printed. */
  missingIds: z.array(idSchema),
});
export type WorkOrderSheets = z.infer<typeof workOrderSheetsSchema>;

/** A calendar month, YYYY-MM, not in the future. */
export const monthlySummaryQuerySchema = z.object({
  month: z
    .string({ error: said('text.required', { field: 'monthParam' }) })
    .regex(/^(19\d\d|[2-9]\d\d\d)-(0[1-9]|1[0-2])$/, { error: said('report.monthFormat') }),
});
export type MonthlySummaryQuery = z.infer<typeof monthlySummaryQuerySchema>;

/** The monthly maintenance summary, one printed page (UTC calendar month). */
export const monthlySummarySchema = z.object({
  month: z.string(),
  warehouseName: z.string(),
  currency: z.string(),
  period: analyticsPeriodSchema,
  workOrders: z.object({
    created: z.number().int(),
    completed: z.number().int(),
    /** Open at the end of the month. */
    openAtEnd: z.number().int(),
    /** Open and past their due date at the end of the month. */
    overdueAtEnd: z.number().int(),
    byType: z.object({
      preventive: z.number().int(),
      corrective: z.number().int(),
      emergency: z.number().int(),
    }),
  }),
  pm: z.object({
    complianceRate: z.number().nullable(),
    scheduled: z.number().int(),
    completedOnTime: z.number().int(),
  }),
  reliability: z.object({
    fleetAvailability: z.number().nullable(),
    mtbf: z.number().nullable(),
    mttr: z.number().nullable(),
    failures: z.number().int(),
    downtimeHours: z.number(),
  }),
  downtimeByReason: z.array(
    z.object({ reasonLabel: z.string(), hours: z.number(), stops: z.number().int() }),
  ),
  /** The five equipment down longest in the month. */
  topDowntime: z.array(
    z.object({ equipmentId: idSchema, assetNumber: z.string(), name: z.string(), hours: z.number() }),
  ),
  costs: z.object({
    laborHours: z.number(),
    labor: z.number().nullable(),
    parts: z.number(),
    total: z.number(),
    budget: z.number().nullable(),
  }),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;
