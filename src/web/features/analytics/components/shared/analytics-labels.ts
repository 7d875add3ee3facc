import { parse } from 'date-fns';
import { CRITICAL_ASSET_SCORE, HEALTH_LABEL_THRESHOLDS, NEEDS_ATTENTION_HEALTH } from '@shared/constants';
import type { AvailabilityBucket, EquipmentPerformance, Trend } from '@shared/schemas/analytics';
import type { BadgeVariant } from '@web/components/ui/badge';
import { formatDateParts, formatHours, formatNumber, formatPercent } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { analyticsMessages } from '../../messages';

/** The analytics catalogue's `t`, for the helpers below that word something. */
export type AnalyticsTexts = TextsOf<typeof analyticsMessages>;

/**
 * The analytics screen's labels and colours, defined once: badges, chart dots, legends and
 * lists all read them from here, so "Fair" is the same yellow everywhere.
 */

export type HealthLabel = 'excellent' | 'good' | 'fair' | 'poor' | 'no-data';

/** Operations spec §2: ≥ 90 Excellent, ≥ 80 Good, ≥ 70 Fair, else Poor. */
export function healthLabel(score: number | null): HealthLabel {
  if (score === null) return 'no-data';
  if (score >= HEALTH_LABEL_THRESHOLDS.excellent) return 'excellent';
  if (score >= HEALTH_LABEL_THRESHOLDS.good) return 'good';
  if (score >= HEALTH_LABEL_THRESHOLDS.fair) return 'fair';
  return 'poor';
}

/** "Excellent", … "No data" (the catalogue's `health.*`). */
export function healthText(t: AnalyticsTexts, label: HealthLabel): string {
  return t(`health.${label}`);
}

export const HEALTH_BADGES: Readonly<Record<HealthLabel, BadgeVariant>> = {
  excellent: 'success',
  good: 'default',
  fair: 'warning',
  poor: 'destructive',
  'no-data': 'secondary',
};

/** Dot and swatch colours of the same labels (theme tokens, so dark mode follows). */
export const HEALTH_FILLS: Readonly<Record<HealthLabel, string>> = {
  excellent: 'var(--success)',
  good: 'var(--primary)',
  fair: 'var(--warning)',
  poor: 'var(--destructive)',
  'no-data': 'var(--muted-foreground)',
};

/** The order a legend lists them in. */
export function healthLegend(t: AnalyticsTexts): { label: Exclude<HealthLabel, 'no-data'>; text: string }[] {
  return [
    { label: 'excellent', text: t('healthLegend.excellent', { min: HEALTH_LABEL_THRESHOLDS.excellent }) },
    {
      label: 'good',
      text: t('healthLegend.good', {
        min: HEALTH_LABEL_THRESHOLDS.good,
        max: HEALTH_LABEL_THRESHOLDS.excellent - 1,
      }),
    },
    {
      label: 'fair',
      text: t('healthLegend.fair', {
        min: HEALTH_LABEL_THRESHOLDS.fair,
        max: HEALTH_LABEL_THRESHOLDS.good - 1,
      }),
    },
    { label: 'poor', text: t('healthLegend.poor', { max: HEALTH_LABEL_THRESHOLDS.fair }) },
  ];
}

/** Criticality score of 8 or more: a critical asset (destructive badge). */
export function isCriticalAsset(score: number): boolean {
  return score >= CRITICAL_ASSET_SCORE;
}

/** "8.5/10". */
export function formatCriticality(score: number): string {
  return `${formatNumber(score, { fractionDigits: Number.isInteger(score) ? 0 : 1 })}/10`;
}

export const TREND_TEXT: Readonly<Record<Trend, string>> = {
  improving: 'text-success',
  declining: 'text-destructive',
  stable: 'text-muted-foreground',
};

/** Operations spec §2: health under 70 first, then a declining availability, else attention. */
export function insightReason(
  t: AnalyticsTexts,
  equipment: Pick<EquipmentPerformance, 'healthScore' | 'trends'>,
): string {
  if (equipment.healthScore !== null && equipment.healthScore < NEEDS_ATTENTION_HEALTH)
    return t('insight.lowHealth');
  if (equipment.trends.availabilityTrend === 'declining') return t('insight.decliningAvailability');
  return t('insight.other');
}

export const AVAILABILITY_BUCKET_FILLS: Readonly<Record<AvailabilityBucket, string>> = {
  '95-100%': 'var(--success)',
  '85-94%': 'var(--info)',
  '70-84%': 'var(--warning)',
  '<70%': 'var(--destructive)',
};

/** "95–100%", … "Under 70%". */
export function availabilityBucketText(t: AnalyticsTexts, bucket: AvailabilityBucket): string {
  return t(`availabilityBucket.${bucket}`);
}

/** Series colours of the charts, one per meaning. */
export const SERIES_FILLS = {
  availability: 'var(--info)',
  workOrders: 'var(--priority-low)',
  mtbf: 'var(--status-assigned)',
  compliance: 'var(--success)',
  complianceBelow: 'var(--warning)',
  corrective: 'var(--warning)',
  emergency: 'var(--destructive)',
  otherFailures: 'var(--priority-low)',
  failures: 'var(--destructive)',
  planned: 'var(--success)',
  unplanned: 'var(--destructive)',
  labour: 'var(--info)',
  parts: 'var(--priority-high)',
  budget: 'var(--foreground)',
  usage: 'var(--primary)',
} as const;

/** A null figure says "No data": the server had nothing to compute it from, which is not 0. */
export function formatPercentOrNoData(t: AnalyticsTexts, value: number | null): string {
  return value === null ? t('noData') : formatPercent(value);
}

export function formatHoursOrNoData(t: AnalyticsTexts, value: number | null): string {
  return value === null ? t('noData') : formatHours(value);
}

/** MTBF needs failures: none in the period says "No failures", which is good news, not missing data. */
export function formatMtbf(t: AnalyticsTexts, mtbf: number | null, failures: number): string {
  if (mtbf !== null) return formatHours(mtbf);
  return failures === 0 ? t('mtbf.noFailures') : t('noData');
}

/** "2026-05" → May 2026, with the axis's short form; the year shows where months cross one. */
export interface MonthLabel {
  month: string;
  short: string;
  long: string;
}

export function monthLabels(months: readonly string[]): MonthLabel[] {
  const spansYears = new Set(months.map((month) => month.slice(0, 4))).size > 1;
  return months.map((month, index) => {
    const date = parse(month, 'yyyy-MM', new Date(2000, 0, 1));
    if (Number.isNaN(date.getTime())) return { month, short: month, long: month };
    const short = formatDateParts(date, { month: 'short' });
    const withYear = spansYears && (index === 0 || date.getMonth() === 0);
    return {
      month,
      short: withYear ? `${short} '${formatDateParts(date, { year: '2-digit' })}` : short,
      long: formatDateParts(date, { month: 'long', year: 'numeric' }),
    };
  });
}

/** "2026-03-12" (UTC, as the trends send it) → "12 Mar" on the axis, "12 Mar 2026" in the tooltip. */
export function dayLabels(date: string): { short: string; long: string } {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return { short: date, long: date };
  return {
    short: formatDateParts(at, { day: 'numeric', month: 'short' }, { timeZone: 'UTC' }),
    long: formatDateParts(at, { day: 'numeric', month: 'short', year: 'numeric' }, { timeZone: 'UTC' }),
  };
}
