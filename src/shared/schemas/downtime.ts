import { z } from 'zod';
import { said } from '../i18n/error-texts/downtime';
import {
  booleanQuery,
  boundedText,
  clearableText,
  idSchema,
  optionalText,
  pageQuerySchema,
  pgTimestamp,
  timestampSchema,
  wholeNumber,
} from './common';

/**
 * Downtime (issue 12): an equipment is down from `startedAt` until `endedAt`, with a reason
 * from its organization's list, planned or not, and the work order that caused it.
 */

/** A reason's stable key, as exports and the API carry it ("waiting_for_parts"). */
export const reasonCodeSchema = z
  .string({ error: said('text.required', { field: 'reason' }) })
  .trim()
  .regex(/^[a-z0-9_]{1,40}$/, { error: said('downtime.reasonCodeFormat') });

export const downtimeReasonSchema = z.object({
  id: idSchema,
  code: z.string(),
  label: z.string(),
  planned: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type DowntimeReason = z.infer<typeof downtimeReasonSchema>;

const reasonLabel = boundedText(60, 'Reason name', { min: 1 });

export const createDowntimeReasonSchema = z.object({
  label: reasonLabel,
  planned: z.boolean().default(false),
});
export type CreateDowntimeReason = z.infer<typeof createDowntimeReasonSchema>;

export const updateDowntimeReasonSchema = z
  .object({
    label: reasonLabel,
    planned: z.boolean(),
    /** False retires it: new downtime cannot use it, past downtime keeps it. */
    active: z.boolean(),
    position: wholeNumber('Position', { min: 0, max: 1000 }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateDowntimeReason = z.infer<typeof updateDowntimeReasonSchema>;

export const downtimeSchema = z.object({
  id: idSchema,
  equipmentId: idSchema,
  equipmentAssetTag: z.string(),
  equipmentName: z.string(),
  workOrderId: idSchema.nullable(),
  workOrderFoNumber: z.string().nullable(),
  reasonCode: z.string(),
  reasonLabel: z.string(),
  planned: z.boolean(),
  /**
   * Its children stand still too (a whole line stopped, issue 24): their availability counts
   * this record as their own downtime, never an hour twice.
   */
  stopsChildren: z.boolean(),
  startedAt: timestampSchema,
  /** Null while the equipment is still down. */
  endedAt: timestampSchema.nullable(),
  /** Hours down, to the end or (while open) to the moment of the answer, two decimals. */
  durationHours: z.number(),
  note: z.string().nullable(),
  openedByName: z.string().nullable(),
  closedByName: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type Downtime = z.infer<typeof downtimeSchema>;

/** Newest first. */
export const listDowntimeQuerySchema = pageQuerySchema.extend({
  equipmentId: idSchema.optional(),
  workOrderId: idSchema.optional(),
  /** true: only equipment down now; false: only closed records. */
  open: booleanQuery.optional(),
  /**
   * Records that stop this equipment from above: those of the assets it is part of (at any
   * level) marked "stops its children" (issue 24). With `open=true`: is it stopped by its parent now?
   */
  stopsEquipmentId: idSchema.optional(),
  /** Records that overlap [from, to]. */
  from: pgTimestamp('From').optional(),
  to: pgTimestamp('To').optional(),
});
export type ListDowntimeQuery = z.infer<typeof listDowntimeQuerySchema>;

const note = optionalText(1000, 'Note', { multiline: true });
const startedAt = pgTimestamp('Start');
const endedAt = pgTimestamp('End');
const endsAfterStart = (v: { startedAt?: Date | undefined; endedAt?: Date | null | undefined }) =>
  !v.startedAt || !v.endedAt || v.endedAt > v.startedAt;
const endsAfterStartIssue = { error: said('downtime.endAfterStart'), path: ['endedAt'] };

/**
 * POST /api/downtime. Without `endedAt` the equipment is down now (it may not already be):
 * its status becomes maintenance. With it, a past stop is recorded and the status stays.
 * `startedAt` defaults to now; `planned` to the reason's own; `stopsChildren` to whether the
 * equipment has live children (stopping a line stops what is on it).
 */
export const createDowntimeSchema = z
  .object({
    equipmentId: idSchema,
    workOrderId: idSchema.optional(),
    reasonCode: reasonCodeSchema,
    planned: z.boolean().optional(),
    stopsChildren: z.boolean().optional(),
    startedAt: startedAt.optional(),
    endedAt: endedAt.optional(),
    note,
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export type CreateDowntime = z.infer<typeof createDowntimeSchema>;

/** PATCH /api/downtime/{id}: supervisors correct times, reason, planned, stops-children, note and the order (audited). */
export const updateDowntimeSchema = z
  .object({
    reasonCode: reasonCodeSchema,
    planned: z.boolean(),
    stopsChildren: z.boolean(),
    startedAt,
    /** A closed record's end; closing an open one is POST …/close (it brings the equipment back). */
    endedAt,
    note: clearableText(1000, 'Note', { multiline: true }),
    workOrderId: z.preprocess((v) => (v === '' ? null : v), idSchema.nullable()),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') })
  .refine(endsAfterStart, endsAfterStartIssue);
export type UpdateDowntime = z.infer<typeof updateDowntimeSchema>;

/** POST /api/downtime/{id}/close: the equipment runs again (its status becomes active). */
export const closeDowntimeSchema = z.object({
  endedAt: endedAt.optional(),
  note,
});
export type CloseDowntime = z.infer<typeof closeDowntimeSchema>;
