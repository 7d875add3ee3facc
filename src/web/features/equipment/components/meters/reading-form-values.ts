import { z } from 'zod';
import { createReadingSchema } from '@shared/schemas/meters';
import { parseDecimal } from '@web/lib/parse-decimal';
import type { ReadingEntry } from '../../api/meters/record-reading';

/** What the inputs hold: text, as typed. */
export interface ReadingFormValues {
  value: string;
  /** `datetime-local` text in the device's time zone; empty for "now". */
  readAt: string;
  reset: 'none' | 'replacement' | 'rollover';
}

export const EMPTY_READING: ReadingFormValues = { value: '', readAt: '', reset: 'none' };

/** The form checked by the shared createReadingSchema (its messages), handing on the entry to send. */
export const readingFormSchema = z.custom<ReadingFormValues>().transform((values, context) => {
  const readAt = values.readAt ? new Date(values.readAt) : undefined;
  const result = createReadingSchema.safeParse({
    value: parseDecimal(values.value),
    ...(readAt ? { readAt } : {}),
    ...(values.reset === 'none' ? {} : { reset: values.reset }),
  });
  if (!result.success) {
    for (const issue of result.error.issues)
      context.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    return z.NEVER;
  }
  const entry: ReadingEntry = { value: result.data.value };
  if (result.data.readAt) entry.readAt = result.data.readAt.toISOString();
  if (result.data.reset) entry.reset = result.data.reset;
  return entry;
});
