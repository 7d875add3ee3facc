import type { Downtime } from '@shared/schemas/downtime';
import { formatDateTime, formatDuration, formatHours, formatNumber, formatTime } from '@web/lib/formatting';

function isSameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/** A moment of today as its time ("09:12"), any other with its date ("24 Nov 2026, 13:41"). */
export function formatMoment(at: string, now: number): string {
  return isSameDay(new Date(at), new Date(now)) ? formatTime(at) : formatDateTime(at);
}

const HOUR_MS = 3_600_000;

/**
 * How long it has been down: to its end ("2 h 5 min", "45 min"), or while open to now, the
 * seconds ticking in its first hour ("12 min 4 s").
 */
export function formatDowntimeLength(record: Pick<Downtime, 'startedAt' | 'endedAt'>, now: number): string {
  const end = record.endedAt ? new Date(record.endedAt).getTime() : now;
  const length = end - new Date(record.startedAt).getTime();
  if (record.endedAt === null || length >= HOUR_MS) return formatDuration(length);
  return `${formatNumber(Math.max(1, Math.round(length / 60_000)))} min`;
}

/** The end of a stop, its date left out when it ended the day it began. */
export function formatEnd(record: Pick<Downtime, 'startedAt' | 'endedAt'>): string {
  if (!record.endedAt) return '';
  return isSameDay(new Date(record.startedAt), new Date(record.endedAt))
    ? formatTime(record.endedAt)
    : formatDateTime(record.endedAt);
}

/** A total of hours down: "12.5 h", or under an hour in minutes ("40 min"), as people say it. */
export function formatDowntimeTotal(hours: number): string {
  if (hours >= 1) return formatHours(Math.round(hours * 10) / 10);
  return `${formatNumber(Math.round(hours * 60))} min`;
}
