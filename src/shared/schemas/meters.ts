import { z } from 'zod';
import { said } from '../i18n/error-texts/meters';
import type { NameLabel } from '../i18n/names';
import { METER_KINDS, METER_READING_SOURCES, METER_RESETS } from '../domain';
import {
  boundedText,
  fieldOf,
  idSchema,
  optionalText,
  pageQuerySchema,
  pgTimestamp,
  timestampSchema,
} from './common';

/** Meter values are measurements: finite, within what a float stores exactly enough for a plant. */
export const METER_VALUE_LIMIT = 1e12;

export const meterValue = (label: NameLabel) => {
  const field = fieldOf(label);
  const notNumber = said('number.notNumber', { field });
  return z
    .number({ error: notNumber })
    .refine(Number.isFinite, { error: notNumber })
    .refine((v) => Math.abs(v) <= METER_VALUE_LIMIT, { error: said('number.tooLarge', { field }) });
};

const meterKind = z.enum(METER_KINDS, { error: said('meter.kindInvalid') });

const meterFields = {
  name: boundedText(100, 'Meter name', { min: 1 }),
  unit: boundedText(20, 'Unit', { min: 1 }),
  minValue: meterValue('Lower limit').nullable(),
  maxValue: meterValue('Upper limit').nullable(),
  /** An excursion raises one corrective work order besides the notification. */
  excursionRaisesWorkOrder: z.boolean(),
};

function checkLimits(
  value: { kind?: string; minValue?: number | null; maxValue?: number | null },
  issues: { push: (issue: z.core.$ZodRawIssue) => void },
) {
  const hasLimits = value.minValue != null || value.maxValue != null;
  if (value.kind === 'counter' && hasLimits) {
    issues.push({
      code: 'custom',
      input: value,
      path: ['minValue'],
      message: said('meter.limitsForGaugesOnly'),
    });
  }
  if (value.minValue != null && value.maxValue != null && value.minValue >= value.maxValue) {
    issues.push({ code: 'custom', input: value, path: ['maxValue'], message: said('meter.minAboveMax') });
  }
}

export const createMeterSchema = z
  .object({
    ...meterFields,
    kind: meterKind,
    minValue: meterFields.minValue.optional(),
    maxValue: meterFields.maxValue.optional(),
    excursionRaisesWorkOrder: meterFields.excursionRaisesWorkOrder.default(false),
  })
  .check((ctx) => checkLimits(ctx.value, ctx.issues));
export type CreateMeter = z.infer<typeof createMeterSchema>;
export type CreateMeterInput = z.input<typeof createMeterSchema>;

/** A meter's kind never changes: its readings mean one or the other. */
export const updateMeterSchema = z
  .object(meterFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') })
  .check((ctx) => checkLimits(ctx.value, ctx.issues));
export type UpdateMeter = z.infer<typeof updateMeterSchema>;

export const meterSchema = z.object({
  id: idSchema,
  equipmentId: idSchema,
  warehouseId: idSchema,
  name: z.string(),
  unit: z.string(),
  kind: meterKind,
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  excursionRaisesWorkOrder: z.boolean(),
  lastValue: z.number().nullable(),
  lastReadAt: timestampSchema.nullable(),
  /** A counter's usage over all its segments (null for a gauge or before the first reading). */
  total: z.number().nullable(),
  /** Set while a gauge is outside its limits: when that excursion began. */
  excursionSince: timestampSchema.nullable(),
  excursionWorkOrderId: idSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type Meter = z.infer<typeof meterSchema>;

export const createReadingSchema = z.object({
  value: meterValue('Reading'),
  /** When it was read; default now. Not in the future (a few minutes of clock skew allowed). */
  readAt: pgTimestamp('Read at').optional(),
  /** A counter reading that starts a new segment: the meter was replaced or rolled over. */
  reset: z.enum(METER_RESETS, { error: said('meter.resetInvalid') }).optional(),
  /** Who typed it where: the change queue sends `offline` for a reading taken without a network. */
  source: z
    .enum(METER_READING_SOURCES, {
      error: said('value.oneOf', { field: 'source', values: METER_READING_SOURCES.join(', ') }),
    })
    .default('manual'),
  /** The work order it was read on (a "read meter" step), if any. */
  workOrderId: idSchema.optional(),
  note: optionalText(500, 'Note'),
});
export type CreateReading = z.infer<typeof createReadingSchema>;
export type CreateReadingInput = z.input<typeof createReadingSchema>;

export const readingSchema = z.object({
  id: idSchema,
  meterId: idSchema,
  value: z.number(),
  total: z.number().nullable(),
  readAt: timestampSchema,
  source: z.enum(METER_READING_SOURCES),
  reset: z.enum(METER_RESETS).nullable(),
  workOrderId: idSchema.nullable(),
  note: z.string().nullable(),
  readBy: idSchema.nullable(),
  readByName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Reading = z.infer<typeof readingSchema>;

export const listReadingsQuerySchema = pageQuerySchema.extend({
  from: pgTimestamp('From').optional(),
  to: pgTimestamp('To').optional(),
});
export type ListReadingsQuery = z.infer<typeof listReadingsQuerySchema>;

/** What a forecast rests on: the readings it used and the days they span. */
export const forecastBasisSchema = z.object({
  readings: z.number().int(),
  days: z.number(),
  from: timestampSchema,
  to: timestampSchema,
});

/**
 * `GET /api/meters/{id}/forecast`: when the nearest usage-based PM on this meter falls due. A
 * forecast has a rate (units a day, the median of recent daily rates) and a range; without one,
 * `nextDueAt` is null and `reason` says why ("not enough readings", "no usage-based PM uses this
 * meter", "the meter is not running").
 */
export const meterForecastSchema = z.object({
  rate: z.number().nullable(),
  unit: z.string(),
  nextDueAt: timestampSchema.nullable(),
  earliest: timestampSchema.nullable(),
  latest: timestampSchema.nullable(),
  basis: forecastBasisSchema.nullable(),
  reason: z.string().nullable(),
  /** The counter total at which that PM falls due, and which PM it is. */
  dueAtTotal: z.number().nullable(),
  /** That PM's interval ("every 500 h"), so the line can say "next 500 h service". */
  usageInterval: z.number().nullable(),
  pmTemplateId: idSchema.nullable(),
  pmTitle: z.string().nullable(),
});
export type MeterForecast = z.infer<typeof meterForecastSchema>;
