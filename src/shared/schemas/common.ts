import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { nameKeyOf, type NameKey, type NameLabel } from '../i18n/names';
import { said } from '../i18n/error-texts/common';

/**
 * The bounds every stored value keeps (architecture §5): text PostgreSQL can store, integers
 * within its `integer`, dates within the years it and ISO 8601 share, decimals within their
 * numeric(p, s). Input outside them is a 400 naming the field, never a database error.
 */

/** PostgreSQL's `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * The dates a form may carry. PostgreSQL stores more, but a five-digit year has no ISO 8601
 * form the driver can send, and year 0 does not exist in its calendar.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '9999-12-31';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * What keeps a string from being stored as sent: a control character (PostgreSQL refuses NUL
 * in text and jsonb; the rest have no place in a name), or half of a surrogate pair (jsonb
 * refuses it and text would silently store U+FFFD instead).
 */
export function textProblem(value: string, multiline = false): 'control' | 'encoding' | undefined {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === DELETE) {
      const isLineBreak = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
      if (!multiline || !isLineBreak) return 'control';
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'encoding';
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return 'encoding';
    }
  }
  return undefined;
}

/** The key of a field's name, for the messages that name it ("Due date" → `dueDate`). */
export function fieldOf(label: NameLabel): NameKey {
  const field = nameKeyOf(label);
  // NameLabel is a value of NAMES, so the key exists; the guard keeps the type honest.
  if (!field) throw new Error(`${label} is not in NAMES`);
  return field;
}

/** How `boundedText` bounds a field beyond its maximum length. */
export interface TextRules {
  /** Fewest characters after trimming; 1 makes the field required. */
  min?: number;
  /** Tabs and line breaks are part of the text (descriptions, notes, addresses). */
  multiline?: boolean;
  /** The spec's own wording where it has one. */
  messages?: { required?: string; tooShort?: string; tooLong?: string };
}

/** Trimmed text of at most `max` characters that PostgreSQL stores exactly as sent. */
export function boundedText(max: number, label: NameLabel, rules: TextRules = {}) {
  const field = fieldOf(label);
  const required = rules.messages?.required ?? said('text.required', { field });
  const tooShort =
    rules.messages?.tooShort ??
    (rules.min === 1 || rules.min === undefined
      ? required
      : said('text.tooShort', { field, min: rules.min }));
  const notText = said('text.notText', { field });
  const base = z.string({ error: (issue) => (issue.input === undefined ? required : notText) }).trim();
  const sized = (rules.min ? base.min(rules.min, { error: tooShort }) : base).max(max, {
    error: rules.messages?.tooLong ?? said('text.tooLong', { field, max }),
  });
  return sized
    .refine((v) => textProblem(v, rules.multiline) !== 'control', {
      error: said('text.control', { field }),
    })
    .refine((v) => textProblem(v, rules.multiline) !== 'encoding', {
      error: said('text.brokenCharacter', { field }),
    });
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional free-text field: blank input counts as absent. */
export const optionalText = (max: number, label: NameLabel, rules: Pick<TextRules, 'multiline'> = {}) =>
  z.preprocess(emptyToUndefined, boundedText(max, label, rules).optional());

/** A text field that may be cleared on update: blank becomes null. */
export const clearableText = (max: number, label: NameLabel, rules: Pick<TextRules, 'multiline'> = {}) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    boundedText(max, label, rules).nullable().optional(),
  );

/** How `wholeNumber` bounds a field within int4. */
export interface WholeNumberRules {
  min?: number;
  max?: number;
  /** Accept numeric strings too (query strings, form inputs). */
  coerce?: boolean;
  /** `type` for what is not a number at all, `whole` for a fraction (defaults to `type`). */
  messages?: { type?: string; whole?: string; tooSmall?: string; tooLarge?: string };
}

/** A whole number stored as `integer`: the bounds default to, and never leave, int4's range. */
export function wholeNumber(label: NameLabel, rules: WholeNumberRules = {}) {
  const field = fieldOf(label);
  const min = Math.max(rules.min ?? INT4_MIN, INT4_MIN);
  const max = Math.min(rules.max ?? INT4_MAX, INT4_MAX);
  const type = rules.messages?.type ?? said('number.whole', { field });
  const base = rules.coerce ? z.coerce.number({ error: type }) : z.number({ error: type });
  return base
    .int({ error: rules.messages?.whole ?? type })
    .min(min, { error: rules.messages?.tooSmall ?? said('number.atLeast', { field, min }) })
    .max(max, { error: rules.messages?.tooLarge ?? said('number.atMost', { field, max }) });
}

/**
 * Whether a number has at most `scale` decimals. Not `n * 100 === Math.round(n * 100)`: 19.99 × 100
 * is 1998.9999999999998 in binary, so the test is whole units of the scale within a hair's breadth.
 */
export function hasAtMostDecimals(n: number, scale: number): boolean {
  const units = n * 10 ** scale;
  return Math.abs(units - Math.round(units)) < 1e-6;
}

/**
 * An amount for a numeric(precision, scale) column, given as a number or a decimal string and
 * carried as fixed text ("12.50"); a blank string counts as 0.
 */
export function decimalAmount(options: { scale: number; max: number; message: string }) {
  const factor = 10 ** options.scale;
  const integerDigits = String(Math.floor(options.max)).length;
  // What the API docs (and generated requests) should know; the transform is the rule.
  const documented = {
    anyOf: [
      { type: 'number', minimum: 0, maximum: options.max, multipleOf: 1 / factor },
      { type: 'string', pattern: `^\\d{0,${integerDigits}}(\\.\\d{1,${options.scale}})?$` },
    ],
  };
  return z
    .union([z.number(), z.string().trim()])
    .meta(documented)
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : value === '' ? 0 : Number(value);
      const isStorable =
        Number.isFinite(n) && n >= 0 && n <= options.max && hasAtMostDecimals(n, options.scale);
      if (!isStorable) {
        ctx.addIssue({ code: 'custom', message: options.message });
        return z.NEVER;
      }
      return n.toFixed(options.scale);
    });
}

const dateRange = (label: NameLabel) =>
  said('date.range', { field: fieldOf(label), earliest: EARLIEST_DATE, latest: LATEST_DATE });

/** A calendar day (`date` column) as YYYY-MM-DD. */
export const pgDate = (label: NameLabel) =>
  z.iso
    .date({ error: said('date.format') })
    .refine((v) => v >= EARLIEST_DATE && v <= LATEST_DATE, { error: dateRange(label) });

/** A moment (`timestamptz` column): anything `Date` reads, within the years a form may carry. */
export const pgTimestamp = (label: NameLabel) =>
  z.coerce
    .date({ error: said('date.invalid', { field: fieldOf(label) }) })
    .min(new Date(`${EARLIEST_DATE}T00:00:00Z`), { error: dateRange(label) })
    .max(new Date(`${LATEST_DATE}T23:59:59.999Z`), { error: dateRange(label) })
    // What clients send; the JSON Schema of a coerced date would otherwise say nothing.
    .meta({ type: 'string', format: 'date-time' });

/** Hours of work, in quarters of an hour, at most `max`. */
export const quarterHours = (label: NameLabel, max = 9999) =>
  z.coerce
    .number({ error: said('number.notNumber', { field: fieldOf(label) }) })
    .min(0, { error: said('number.negative', { field: fieldOf(label) }) })
    .max(max, { error: said('number.atMost', { field: fieldOf(label), max }) })
    .multipleOf(0.25, { error: said('number.quarterHours', { field: fieldOf(label) }) });

/** Free-form fields kept as a jsonb object (equipment specifications, template custom fields). */
export const jsonFields = (label: NameLabel, nameLabel: NameLabel) =>
  z
    .record(
      boundedText(100, nameLabel, { min: 1 }),
      z.union([boundedText(1000, label, { multiline: true }), z.number(), z.boolean()]),
    )
    .refine((fields) => Object.keys(fields).length <= 50, {
      error: said('fields.tooMany', { field: fieldOf(label), max: 50 }),
    });

export const idSchema = z.uuid({ error: said('id.invalid') });
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** ISO 8601 timestamp as carried in every response. */
export const timestampSchema = z.string();

/** A search box's text: it reaches a query, so it keeps the same bounds as stored text. */
export const searchText = (max = 200) => boundedText(max, 'Search');

/** `limit` and `cursor` of every list (architecture §5). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: said('number.notNumber', { field: 'limitParam' }) })
    .int({ error: said('number.whole', { field: 'limitParam' }) })
    .min(1, { error: said('number.atLeast', { field: 'limitParam', min: 1 }) })
    .max(MAX_PAGE_SIZE, { error: said('number.atMost', { field: 'limitParam', max: MAX_PAGE_SIZE }) })
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

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
          error: (issue) =>
            said('value.unknownInList', {
              name: label,
              value: String(issue.input),
              values: values.join(', '),
            }),
        }),
      ),
    )
    .meta({ pattern: `^(${values.join('|')})(,(${values.join('|')}))*$` });

export const booleanQuery = z
  .enum(['true', 'false'], { error: said('value.trueOrFalse') })
  .transform((v) => v === 'true');

/** A count answered in a header, for lists whose body is the array itself. */
export const countSchema = z.object({ count: z.number().int() });

export const IDEMPOTENCY_KEY_MESSAGE = said('request.idempotencyKey');

/**
 * An Idempotency-Key header (architecture §5): a signed-in write's, and the public request form's
 * (one per draft on the requester's phone). 1 to 255 characters once trimmed.
 */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .trim()
  .min(1, { error: IDEMPOTENCY_KEY_MESSAGE })
  .max(255, { error: IDEMPOTENCY_KEY_MESSAGE });

/**
 * The If-Match header of a write that checks versions (architecture §5), as the OpenAPI document
 * shows it; the server reads it with `expectedVersion` (400 when it is not a version).
 */
export const ifMatchHeadersSchema = (what: string) =>
  z.looseObject({
    'if-match': z
      .string()
      .optional()
      .describe(
        `The version of ${what} as the caller saw it (3 or "3"): when it has changed meanwhile the write ` +
          'is refused with 409 and the current record. Left out: the write applies to whatever is current.',
      ),
  });
