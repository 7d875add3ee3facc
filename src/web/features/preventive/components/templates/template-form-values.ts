import { format } from 'date-fns';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { PM_DEFAULT_DURATION_MINUTES } from '@shared/constants';
import type { GaugeDirection, PmFrequency, PmTriggerKind } from '@shared/domain';
import {
  lastDoneOnProblem,
  pmTemplateInputSchema,
  type PmTemplate,
  type PmTemplateInput,
} from '@shared/schemas/pm';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { preventiveMessages } from '../../messages';

/** What the inputs hold: text, plus rows for the checklist and custom fields (field arrays need objects). */
export interface TemplateFormValues {
  model: string;
  component: string;
  action: string;
  frequency: PmFrequency;
  estimatedDuration: string;
  description: string;
  active: boolean;
  /** YYYY-MM-DD as a date input holds it; empty when not given. */
  firstDueOn: string;
  lastDoneOn: string;
  checklist: { text: string }[];
  /** The procedure's id; empty for none (issue 25). */
  procedureId: string;
  customFields: { key: string; value: string }[];
  /** What makes it due (issue 24); the meter fields as typed. */
  triggerKind: PmTriggerKind;
  meterName: string;
  usageInterval: string;
  gaugeDirection: GaugeDirection;
  gaugeThreshold: string;
}

/** The browser's day as a date input holds it (a machine value, so date-fns). */
export const browserToday = () => format(new Date(), 'yyyy-MM-dd');

/** A new template: first due today (the browser's day, YYYY-MM-DD). */
export function emptyTemplateForm(today: string): TemplateFormValues {
  return {
    model: '',
    component: '',
    action: '',
    frequency: 'monthly',
    estimatedDuration: String(PM_DEFAULT_DURATION_MINUTES),
    description: '',
    active: true,
    firstDueOn: today,
    lastDoneOn: '',
    checklist: [],
    procedureId: '',
    customFields: [],
    triggerKind: 'calendar',
    meterName: '',
    usageInterval: '',
    gaugeDirection: 'above',
    gaugeThreshold: '',
  };
}

/** Custom field values may be numbers or booleans; the form edits them as text. */
function toText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function toFormValues(template: PmTemplate): TemplateFormValues {
  return {
    model: template.model,
    component: template.component,
    action: template.action,
    frequency: template.frequency,
    estimatedDuration: String(template.estimatedDuration),
    description: template.description ?? '',
    active: template.active,
    firstDueOn: template.firstDueOn ?? '',
    lastDoneOn: template.lastDoneOn ?? '',
    checklist: template.checklist.map((text) => ({ text })),
    procedureId: template.procedureId ?? '',
    customFields: Object.entries(template.customFields).map(([key, value]) => ({
      key,
      value: toText(value),
    })),
    triggerKind: template.triggerKind,
    meterName: template.meterName ?? '',
    usageInterval: template.usageInterval === null ? '' : String(template.usageInterval),
    gaugeDirection: template.gaugeDirection ?? 'above',
    gaugeThreshold: template.gaugeThreshold === null ? '' : String(template.gaugeThreshold),
  };
}

/** A value that was a number or boolean before editing keeps its type when the text still reads as one. */
function restoreType(original: unknown, text: string): string | number | boolean {
  if (typeof original === 'number' && text.trim() !== '' && Number.isFinite(Number(text)))
    return Number(text);
  if (typeof original === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

type Issue = { path: (string | number)[]; message: string };

/** Rows left wholly blank are ignored; a value needs a name, and a name is used once. */
function customFieldIssues(
  t: TextsOf<typeof preventiveMessages>,
  rows: TemplateFormValues['customFields'],
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (!key && !row.value.trim()) return;
    if (!key) issues.push({ path: ['customFields', index, 'key'], message: t('customFields.nameMissing') });
    else if (seen.has(key.toLowerCase()))
      issues.push({ path: ['customFields', index, 'key'], message: t('customFields.nameTaken') });
    seen.add(key.toLowerCase());
  });
  return issues;
}

/** A typed number: empty is "not given" (null), anything else is read as a number (NaN when it is not one). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The trigger's fields as the API takes them: only those the chosen kind uses, the rest null,
 * so switching back to the calendar clears a meter left in the form.
 */
function triggerBody(values: TemplateFormValues) {
  const kind = values.triggerKind;
  const usesMeter = kind !== 'calendar';
  const isGauge = kind === 'gauge';
  return {
    triggerKind: kind,
    meterName: usesMeter ? values.meterName.trim() || null : null,
    usageInterval: usesMeter && !isGauge ? numberOrNull(values.usageInterval) : null,
    gaugeDirection: isGauge ? values.gaugeDirection : null,
    gaugeThreshold: isGauge ? numberOrNull(values.gaugeThreshold) : null,
  };
}

/**
 * The body of POST/PUT /api/pm-templates from the form. A blank duration is sent as NaN so
 * the shared schema says "Estimated duration is required" instead of quietly using 60.
 */
export function toTemplateBody(values: TemplateFormValues, original?: PmTemplate): Record<string, unknown> {
  const customFields: Record<string, string | number | boolean> = {};
  for (const row of values.customFields) {
    const key = row.key.trim();
    if (key) customFields[key] = restoreType(original?.customFields[key], row.value);
  }
  return {
    model: values.model,
    component: values.component,
    action: values.action,
    frequency: values.frequency,
    estimatedDuration: values.estimatedDuration.trim() === '' ? Number.NaN : values.estimatedDuration,
    description: values.description,
    active: values.active,
    firstDueOn: values.firstDueOn || null,
    lastDoneOn: values.lastDoneOn || null,
    checklist: values.checklist.map((step) => step.text),
    procedureId: values.procedureId || null,
    customFields,
    ...triggerBody(values),
  };
}

/** Schema paths point at the API's arrays; the form's checklist rows keep their text one level down. */
function formPath(path: readonly PropertyKey[]): (string | number)[] {
  const parts = path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  return parts[0] === 'checklist' && typeof parts[1] === 'number' ? ['checklist', parts[1], 'text'] : parts;
}

/**
 * Validates with the shared pmTemplateInputSchema (its messages, operations §5) and hands
 * react-hook-form the API body. `original` keeps custom-field types when editing; `today` (the
 * browser's day) is the last a "last done on" may name, as the server checks with the plant's.
 */
export function templateFormSchema(
  original: PmTemplate | undefined,
  today: () => string,
  t: TextsOf<typeof preventiveMessages>,
) {
  return z.custom<TemplateFormValues>().transform((values, context) => {
    const issues = customFieldIssues(t, values.customFields);
    const future = lastDoneOnProblem(values.lastDoneOn, today());
    if (future) issues.push({ path: ['lastDoneOn'], message: future });
    const result = pmTemplateInputSchema.safeParse(toTemplateBody(values, original));
    if (!result.success) {
      for (const issue of result.error.issues)
        issues.push({ path: formPath(issue.path), message: issue.message });
    }
    for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
    if (issues.length > 0 || !result.success) return z.NEVER;
    return result.data;
  });
}

/** The form's control: text in the inputs, the API body out of the resolver. */
export type TemplateControl = Control<TemplateFormValues, unknown, PmTemplateInput>;
