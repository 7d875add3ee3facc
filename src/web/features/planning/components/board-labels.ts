import { formatTime } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import { formatWeekDay } from '@web/lib/planning/week-days';
import type { planningMessages } from '../messages';
import type { DropTarget } from './drop-targets';

/** An hour of the plant day as the locale writes it: "10:00" (en-GB), "10:00 AM" (en-US). */
export function hourLabel(hour: number): string {
  // Any date does: only the wall-clock hour is written, in UTC so no zone moves it.
  return formatTime(Date.UTC(2000, 0, 1, 0, Math.round(hour * 60)), { timeZone: 'UTC' });
}

/** "Dana Lee, Wednesday 2 December" (and "at 10:00" in the day view), or "the backlog". */
export function dropTargetLabel(t: TextsOf<typeof planningMessages>, target: DropTarget): string {
  if (target.kind === 'backlog') return t('target.backlog');
  const values = { technician: target.technicianName, day: formatWeekDay(target.date, 'long') };
  return target.hour === null
    ? t('target.day', values)
    : t('target.dayAt', { ...values, time: hourLabel(target.hour) });
}
