import { formatDate, formatDateRange, formatHours } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { capacityMessages } from './messages';

// Plant days are calendar dates, not moments: read and written at UTC midnight, they never shift a day.
const AS_DAY = { timeZone: 'UTC' } as const;

/** "2 Dec 2026", or "2–4 Dec 2026" for a stretch of days. */
export function formatTimeOffDays(from: string, to: string): string {
  if (from === to) return formatDate(from, AS_DAY);
  return formatDateRange(from, to, { day: 'numeric', month: 'short', year: 'numeric' }, AS_DAY);
}

/** "Whole day", or the hours off on each of its days. */
export function formatTimeOffHours(t: TextsOf<typeof capacityMessages>, hours: number | null): string {
  return hours === null ? t('timeOff.wholeDay') : t('timeOff.perDay', { hours: formatHours(hours) });
}
