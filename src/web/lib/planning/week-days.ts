import { daysBetween, WEEKDAYS, weekdayOf } from '@shared/planning/capacity';
import { formatDay } from '@web/lib/formatting';

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of a moment as `YYYY-MM-DD`; today without one. */
export function dayOf(moment: Date = new Date()): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The plant day `days` days after `day` (before, when negative). */
export function shiftDays(day: string, days: number): string {
  // Calendar arithmetic on UTC midnights: no clock change can make a day 23 or 25 hours long.
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Sunday (`YYYY-MM-DD`) of the week `day` falls in: the planning board's weeks start on Monday. */
export function weekDays(day: string): string[] {
  const monday = shiftDays(day, -WEEKDAYS.indexOf(weekdayOf(day)));
  return daysBetween(monday, shiftDays(monday, 6));
}

/** A plant day as its weekday and date: "Mon 30 Nov" (short) or "Monday 30 November" (long). */
export function formatWeekDay(day: string, width: 'long' | 'short' = 'short'): string {
  // A plant day is a calendar date, not a moment: read at UTC midnight and written in UTC, it never shifts.
  return formatDay(`${day}T00:00:00Z`, width, { timeZone: 'UTC' });
}
