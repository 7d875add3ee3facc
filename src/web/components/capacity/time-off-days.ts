import { formatDate, formatDateRange, formatHours } from '@web/lib/formatting';

// Plant days are calendar dates, not moments: read and written at UTC midnight, they never shift a day.
const AS_DAY = { timeZone: 'UTC' } as const;

/** "2 Dec 2026", or "2–4 Dec 2026" for a stretch of days. */
export function formatTimeOffDays(from: string, to: string): string {
  if (from === to) return formatDate(from, AS_DAY);
  return formatDateRange(from, to, { day: 'numeric', month: 'short', year: 'numeric' }, AS_DAY);
}

/** "Whole day", or the hours off on each of its days. */
export function formatTimeOffHours(hours: number | null): string {
  return hours === null ? 'Whole day' : `${formatHours(hours)} a day`;
}
