import { z } from 'zod';
import { said } from '../i18n/error-texts/work-orders';
import { CLOSE_OUT_KINDS } from '../domain';
import { boundedText, idSchema, wholeNumber } from './common';

/**
 * Close-out codes (issue 25 §8): what failed, why, and what was done about it, given when a
 * corrective or emergency order is completed. One list per organization with a `kind` for each
 * of the three questions (CLOSE_OUT_KINDS). A code is retired, never deleted: completed orders
 * keep theirs.
 */
export const closeOutCodeSchema = z.object({
  id: idSchema,
  kind: z.enum(CLOSE_OUT_KINDS),
  code: z.string(),
  label: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type CloseOutCode = z.infer<typeof closeOutCodeSchema>;

const codeLabel = boundedText(60, 'Code name', { min: 1 });

export const createCloseOutCodeSchema = z.object({
  kind: z.enum(CLOSE_OUT_KINDS, { error: said('closeOut.kindInvalid') }),
  label: codeLabel,
});
export type CreateCloseOutCode = z.infer<typeof createCloseOutCodeSchema>;

/** The kind and the code stay: orders that name the code keep meaning the same thing. */
export const updateCloseOutCodeSchema = z
  .object({
    label: codeLabel,
    /** False retires it: completions cannot choose it, completed orders keep it. */
    active: z.boolean(),
    position: wholeNumber('Position', { min: 0, max: 1000 }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateCloseOutCode = z.infer<typeof updateCloseOutCodeSchema>;
