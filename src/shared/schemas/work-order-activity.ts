import { z } from 'zod';
import { said } from '../i18n/error-texts/work-orders';
import { CHECKLIST_STATUSES, PRIORITIES } from '../domain';
import { createReadingSchema } from './meters';
import { procedureStepSchema, stepAnswerSchema } from './procedures';
import { boundedText, clearableText, idSchema, optionalText, timestampSchema, wholeNumber } from './common';

/** Checklist items, parts usage and labour of one work order (the offline-replay paths of core §7). */

export const checklistItemSchema = z.object({
  id: idSchema,
  workOrderId: idSchema,
  position: z.number().int(),
  description: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  note: z.string().nullable(),
  completedBy: idSchema.nullable(),
  completedByName: z.string().nullable(),
  completedAt: timestampSchema.nullable(),
  followUpWorkOrderId: idSchema.nullable(),
  /** A "read meter X" step: the meter it reads, and the reading that completed it. */
  meter: z.object({ id: idSchema, name: z.string(), unit: z.string() }).nullable(),
  reading: z.object({ id: idSchema, value: z.number(), readAt: timestampSchema }).nullable(),
  /** The step as a procedure sees it (issue 25): a plain line is a checkbox step of its own. */
  step: procedureStepSchema,
  /** The procedure section it is in; null for a line added to the order. */
  section: z.string().nullable(),
  answer: stepAnswerSchema.nullable(),
  version: z.number().int(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const stepDescription = boundedText(500, 'Step', {
  min: 1,
  messages: {
    required: said('workOrder.describeStep'),
    tooLong: said('text.tooLong', { field: 'aStep', max: 500 }),
  },
});

/** A step reads a meter when it names one; its text then defaults to "Read <meter> (<unit>)". */
export const createChecklistItemSchema = z
  .object({
    description: stepDescription.optional(),
    position: wholeNumber('Position', { min: 0 }).optional(),
    meterId: idSchema.optional(),
  })
  .refine((v) => v.description !== undefined || v.meterId !== undefined, {
    error: said('workOrder.describeStep'),
    path: ['description'],
  });
export type CreateChecklistItem = z.infer<typeof createChecklistItemSchema>;

export const updateChecklistItemSchema = z
  .object({
    status: z.enum(CHECKLIST_STATUSES, { error: said('workOrder.checklistStatusInvalid') }).optional(),
    note: clearableText(2000, 'Note', { multiline: true }),
    description: stepDescription.optional(),
    /** On a "read meter" step: the reading, recorded on the meter; the step is then done. */
    reading: createReadingSchema.pick({ value: true, reset: true, source: true }).optional(),
    /** With status "failed": raise a corrective follow-up order in the same step. */
    createFollowUp: z.boolean().optional(),
    followUpPriority: z.enum(PRIORITIES).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') })
  .refine((v) => !v.reading || v.status === undefined || v.status === 'done', {
    error: said('workOrder.readingCompletesStep'),
    path: ['reading'],
  })
  .refine((v) => !v.createFollowUp || v.status === 'failed', {
    error: said('workOrder.followUpFromFailedStep'),
    path: ['createFollowUp'],
  });
export type UpdateChecklistItem = z.infer<typeof updateChecklistItemSchema>;

export const partsUsageSchema = z.object({
  id: idSchema,
  workOrderId: idSchema,
  partId: idSchema,
  partNumber: z.string(),
  partName: z.string(),
  quantity: z.number().int(),
  unitCost: z.string(),
  usedBy: idSchema.nullable(),
  usedByName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: timestampSchema,
});
export type PartsUsage = z.infer<typeof partsUsageSchema>;

export const createPartsUsageSchema = z.object({
  partId: idSchema,
  quantity: wholeNumber('Quantity', { coerce: true, min: 1, max: 100_000 }),
  note: optionalText(500, 'Note', { multiline: true }),
});
export type CreatePartsUsage = z.infer<typeof createPartsUsageSchema>;

export const laborEntrySchema = z.object({
  id: idSchema,
  workOrderId: idSchema,
  userId: idSchema,
  userName: z.string(),
  startedAt: timestampSchema,
  endedAt: timestampSchema.nullable(),
  /** Null while the timer runs. */
  minutes: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type LaborEntry = z.infer<typeof laborEntrySchema>;

/** Either hours worked (recorded as ending now), or nothing: start a timer. */
export const createLaborEntrySchema = z.object({
  hours: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: said('number.notNumber', { field: 'hours' }) })
      .gt(0, { error: said('workOrder.labourHoursPositive') })
      .max(24, { error: said('workOrder.labourEntryMax', { max: 24 }) })
      .multipleOf(0.25, { error: said('number.quarterHours', { field: 'hours' }) })
      .optional(),
  ),
  note: optionalText(500, 'Note', { multiline: true }),
});
export type CreateLaborEntry = z.infer<typeof createLaborEntrySchema>;

/** How an action done offline reached the server later (sent with Occurred-At). */
export const timelineOfflineSchema = z.object({
  /** When it reached the server. */
  syncedAt: timestampSchema,
  /** The device's time and why it was not used, in words (then the entry is at its sync time); null when used. */
  refused: z.object({ deviceTime: timestampSchema, reason: z.string() }).nullable(),
});
export type TimelineOffline = z.infer<typeof timelineOfflineSchema>;

/** One line of a work order's or an equipment's timeline, newest first. */
export const timelineEntrySchema = z.object({
  /** When it happened: for an action done offline, when it was done (or its sync time, see `offline`). */
  at: timestampSchema,
  /** `downtime`: its equipment went down or its downtime ended (records linked to the order). */
  kind: z.enum(['status', 'change', 'work_order', 'downtime']),
  title: z.string(),
  detail: z.string().nullable(),
  userName: z.string().nullable(),
  workOrderId: idSchema.nullable(),
  /** Done offline and synced later; absent for an action recorded as it happened. */
  offline: timelineOfflineSchema.optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
