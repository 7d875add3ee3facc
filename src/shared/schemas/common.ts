import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

export const idSchema = z.uuid({ error: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** ISO 8601 timestamp as carried in every response. */
export const timestampSchema = z.string();

/** `limit` and `cursor` of every list (architecture §5). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional free-text field: blank input counts as absent. */
export const optionalText = (max: number, label = 'This field') =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .optional(),
  );

/** A text field that may be cleared on update: blank becomes null. */
export const clearableText = (max: number, label = 'This field') =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .nullable()
      .optional(),
  );

/** `status=a,b` style filters (core spec §7): a comma-separated list of known values. */
export const csvEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.enum(values, {
          error: (issue) => `Unknown ${label} "${String(issue.input)}". Use one of: ${values.join(', ')}`,
        }),
      ),
    );

export const booleanQuery = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((v) => v === 'true');

/** A count answered in a header, for lists whose body is the array itself. */
export const countSchema = z.object({ count: z.number().int() });
