import type { PmFrequency } from './domain';

/**
 * How far apart PMs of each frequency fall (ADR 17): the server makes PostgreSQL intervals of
 * them, the template form adds them to a day.
 */
export const FREQUENCY_STEPS: Readonly<Record<PmFrequency, { days: number } | { months: number }>> = {
  daily: { days: 1 },
  weekly: { days: 7 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  annually: { months: 12 },
};

const DAY_MS = 86_400_000;

/**
 * The day (YYYY-MM-DD) one interval after `day`, as PostgreSQL's `date + interval` counts: a
 * day the later month lacks becomes its last (31 January + 1 month = 28 February).
 */
export function addFrequency(day: string, frequency: PmFrequency): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const step = FREQUENCY_STEPS[frequency];
  if ('days' in step) {
    return new Date(Date.UTC(year, month - 1, date) + step.days * DAY_MS).toISOString().slice(0, 10);
  }
  const firstOfMonth = new Date(Date.UTC(year, month - 1 + step.months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfMonth.setUTCDate(Math.min(date, lastDay));
  return firstOfMonth.toISOString().slice(0, 10);
}
