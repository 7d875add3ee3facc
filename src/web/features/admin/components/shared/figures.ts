import type { Level } from '@shared/monitoring/thresholds';
import { levelOf } from '@shared/monitoring/thresholds';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { adminMessages } from '../../messages';

type AdminTexts = TextsOf<typeof adminMessages>;

/**
 * How the admin screens write a measured figure. A null figure was not measured (nothing in the
 * window, or no sample yet), which is not 0: it says so in words ("No data", "Not measured yet"),
 * in muted text.
 */

const BYTES_PER_MEGABYTE = 1_048_576;

/** Text colours of the operations spec §9 levels (theme tokens, so dark mode follows). */
export const LEVEL_TEXT: Readonly<Record<Level, string>> = {
  good: 'text-success',
  warning: 'text-warning',
  critical: 'text-destructive',
};

/** The colour of a figure against its thresholds; muted when it was not measured. */
export function levelClass(value: number | null, bounds: { good: number; warning: number }): string {
  return value === null ? 'text-muted-foreground' : LEVEL_TEXT[levelOf(value, bounds)];
}

/** "183.4 ms": at most one decimal. */
export function formatMs(t: AdminTexts, value: number | null, fallback = t('figures.noData')): string {
  return value === null ? fallback : `${formatNumber(Math.round(value * 10) / 10)} ms`;
}

/** A fraction (0.125) as "12.5%". */
export function formatFraction(t: AdminTexts, value: number | null, fallback = t('figures.noData')): string {
  return value === null ? fallback : formatPercent(value * 100);
}

/** "45.2 MB" from megabytes. */
export function formatMegabytes(megabytes: number): string {
  return `${formatNumber(megabytes, { fractionDigits: 1 })} MB`;
}

/** "Over the last 5 minutes": the measured window, in the cards' descriptions. */
export function windowPhrase(t: AdminTexts, windowSeconds: number): string {
  return t('figures.window', { minutes: Math.round(windowSeconds / 60) });
}

export function bytesToMegabytes(bytes: number): number {
  return bytes / BYTES_PER_MEGABYTE;
}
