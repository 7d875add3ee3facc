import { formatDateParts } from '@web/lib/formatting';

/** How many months back the summary can be asked for, besides this one. */
export const MONTHS_BACK = 12;

/** This month and the MONTHS_BACK before it, newest first, as YYYY-MM of UTC calendar months. */
export function recentMonths(now: Date, back = MONTHS_BACK): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: back + 1 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** "March 2026" in the browser's language. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return formatDateParts(
    Date.UTC(year, monthNumber - 1, 15),
    { month: 'long', year: 'numeric' },
    { timeZone: 'UTC' },
  );
}
