import { format } from 'date-fns';
import { z } from 'zod';
import {
  createDowntimeSchema,
  updateDowntimeSchema,
  type CreateDowntime,
  type Downtime,
  type UpdateDowntime,
} from '@shared/schemas/downtime';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { downtimeMessages } from './messages';

/**
 * The downtime forms' values (text, as inputs hold it) and their checks, made by the shared
 * schemas with the server's messages; times the server would refuse as future are caught here
 * too, so a change queued offline is not refused later.
 */

export interface DowntimeFormValues {
  reasonCode: string;
  planned: boolean;
  /** datetime-local text, in the browser's time zone. */
  startedAt: string;
  endedAt: string;
  note: string;
}

/** Recording: the asset is down now, or a stop that is over. */
export type RecordMode = 'now' | 'past';

export interface RecordFormValues extends DowntimeFormValues {
  mode: RecordMode;
}

export const DOWNTIME_FORM_FIELDS = [
  'reasonCode',
  'planned',
  'startedAt',
  'endedAt',
  'note',
] as const satisfies readonly (keyof DowntimeFormValues)[];

/** An ISO timestamp as a datetime-local input shows it (a machine value, so date-fns). */
export function toInputValue(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '';
}

export function editFormValues(record: Downtime): DowntimeFormValues {
  return {
    reasonCode: record.reasonCode,
    planned: record.planned,
    startedAt: toInputValue(record.startedAt),
    endedAt: toInputValue(record.endedAt),
    note: record.note ?? '',
  };
}

type Issue = { path: string; message: string };

/** The form's own checks, worded; English unless the dialog passes its language's. */
export interface DowntimeFormWords {
  startFuture: string;
  endFuture: string;
  startRequired: string;
  endRequired: string;
}

/** The form's checks in the screens' language. */
export function downtimeFormWords(t: TextsOf<typeof downtimeMessages>): DowntimeFormWords {
  return {
    startFuture: t('form.startFuture'),
    endFuture: t('form.endFuture'),
    startRequired: t('form.startRequired'),
    endRequired: t('form.endRequired'),
  };
}

const ENGLISH_WORDS: DowntimeFormWords = {
  startFuture: 'Start cannot be in the future',
  endFuture: 'End cannot be in the future',
  startRequired: 'Start is required',
  endRequired: 'End is required',
};

function futureIssues(
  values: { startedAt?: Date | null; endedAt?: Date | null },
  now: Date,
  words: DowntimeFormWords,
): Issue[] {
  const issues: Issue[] = [];
  if (values.startedAt && values.startedAt > now)
    issues.push({ path: 'startedAt', message: words.startFuture });
  if (values.endedAt && values.endedAt > now) issues.push({ path: 'endedAt', message: words.endFuture });
  return issues;
}

function report(
  context: z.RefinementCtx,
  issues: readonly { path: PropertyKey[] | string; message: string }[],
) {
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? [issue.path] : issue.path;
    context.addIssue({ code: 'custom', message: issue.message, path });
  }
  return z.NEVER;
}

/**
 * A correction: every field the form shows, checked as the server checks a PATCH. The inputs
 * show minutes; a time left as it was keeps its seconds, so a stop shorter than a minute still
 * ends after it starts.
 */
export function editFormSchema(
  record: Downtime,
  now: () => Date = () => new Date(),
  words: DowntimeFormWords = ENGLISH_WORDS,
) {
  const exact = (typed: string, stored: string | null) =>
    stored !== null && typed === toInputValue(stored) ? stored : typed;
  return z.custom<DowntimeFormValues>().transform((values, context): UpdateDowntime => {
    const result = updateDowntimeSchema.safeParse({
      reasonCode: values.reasonCode,
      planned: values.planned,
      startedAt: exact(values.startedAt, record.startedAt),
      ...(record.endedAt !== null ? { endedAt: exact(values.endedAt, record.endedAt) } : {}),
      note: values.note,
    });
    if (!result.success) return report(context, result.error.issues);
    const future = futureIssues(result.data, now(), words);
    return future.length > 0 ? report(context, future) : result.data;
  });
}

/** A new record of this asset (and order), checked as the server checks a POST. */
export function recordFormSchema(
  ids: { equipmentId: string; workOrderId?: string },
  now: () => Date = () => new Date(),
  words: DowntimeFormWords = ENGLISH_WORDS,
) {
  return z.custom<RecordFormValues>().transform((values, context): CreateDowntime => {
    const isPast = values.mode === 'past';
    const missing: Issue[] = [];
    if (isPast && !values.startedAt) missing.push({ path: 'startedAt', message: words.startRequired });
    if (isPast && !values.endedAt) missing.push({ path: 'endedAt', message: words.endRequired });
    if (missing.length > 0) return report(context, missing);
    const result = createDowntimeSchema.safeParse({
      ...ids,
      reasonCode: values.reasonCode,
      planned: values.planned,
      startedAt: values.startedAt || undefined,
      endedAt: isPast ? values.endedAt : undefined,
      note: values.note,
    });
    if (!result.success) return report(context, result.error.issues);
    const future = futureIssues(result.data, now(), words);
    return future.length > 0 ? report(context, future) : result.data;
  });
}
