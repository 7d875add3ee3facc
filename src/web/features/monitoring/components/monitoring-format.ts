import type { HealthBand, Level } from '@shared/monitoring/thresholds';
import type { MonitoringRange } from '@shared/schemas/monitoring';
import { formatDuration, formatNumber, formatPercent } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { monitoringMessages } from '../messages';

/** The monitoring catalogue's `t`, for the helpers that word something. */
export type MonitoringTexts = TextsOf<typeof monitoringMessages>;

/** The ranges, each worded by the catalogue's `range.<range>`. */
export const RANGES: readonly MonitoringRange[] = ['1h', '24h', '7d', '30d'];

/** "142 ms", or "No data" before any request was timed. */
export function formatMs(t: MonitoringTexts, value: number | null): string {
  return value === null ? t('noData') : t('ms', { value: formatNumber(Math.round(value)) });
}

/** A fraction (0.42) as "42%". */
export function formatFraction(value: number): string {
  return formatPercent(value * 100);
}

const DAY_MS = 86_400_000;

/** "3 d 4 h" for an instance up for days, else "2 h 5 min" / "8 s". */
export function formatUptime(t: MonitoringTexts, seconds: number): string {
  const milliseconds = seconds * 1000;
  if (milliseconds < DAY_MS) return formatDuration(milliseconds);
  const days = Math.floor(milliseconds / DAY_MS);
  const hours = Math.floor((milliseconds % DAY_MS) / 3_600_000);
  return t('uptimeDays', { days: formatNumber(days), hours: formatNumber(hours) });
}

/** Text colour of a health band (green ≥ 90, amber ≥ 70, else red). */
export const BAND_TEXT: Readonly<Record<HealthBand, string>> = {
  green: 'text-success',
  amber: 'text-warning',
  red: 'text-destructive',
};

export const BAND_BACKGROUND: Readonly<Record<HealthBand, string>> = {
  green: 'bg-success/12 text-success',
  amber: 'bg-warning/15 text-warning',
  red: 'bg-destructive/10 text-destructive',
};

/** The same colours for a threshold level (good, warning, critical). */
export const LEVEL_BAND: Readonly<Record<Level, HealthBand>> = {
  good: 'green',
  warning: 'amber',
  critical: 'red',
};
