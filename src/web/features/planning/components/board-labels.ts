import { formatTime } from '@web/lib/formatting';
import { formatWeekDay } from '@web/lib/planning/week-days';
import type { DropTarget } from './drop-targets';

/** An hour of the plant day as the locale writes it: "10:00" (en-GB), "10:00 AM" (en-US). */
export function hourLabel(hour: number): string {
  // Any date does: only the wall-clock hour is written, in UTC so no zone moves it.
  return formatTime(Date.UTC(2000, 0, 1, 0, Math.round(hour * 60)), { timeZone: 'UTC' });
}

/** "Dana Lee, Wednesday 2 December" (and "at 10:00" in the day view), or "the backlog". */
export function dropTargetLabel(target: DropTarget): string {
  if (target.kind === 'backlog') return 'the backlog';
  const day = `${target.technicianName}, ${formatWeekDay(target.date, 'long')}`;
  return target.hour === null ? day : `${day} at ${hourLabel(target.hour)}`;
}
