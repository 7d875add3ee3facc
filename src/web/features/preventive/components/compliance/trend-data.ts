import { parse } from 'date-fns';
import type { Compliance } from '@shared/schemas/pm';
import { formatDateParts } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { preventiveMessages } from '../../messages';
import { complianceBand, formatRate, type ComplianceBand } from './compliance-band';

export interface TrendPoint {
  /** "2026-05" as the API sends it. */
  month: string;
  /** "May" on the axis; "M" where a phone shows a year of months; "May 2026" in the tooltip. */
  shortLabel: string;
  narrowLabel: string;
  longLabel: string;
  /** null when nothing was scheduled that month: a gap in the chart, never 0 %. */
  rate: number | null;
  completed: number;
  scheduled: number;
  band: ComplianceBand;
}

function shortMonth(date: Date, withYear: boolean): string {
  const month = formatDateParts(date, { month: 'short' });
  return withYear ? `${month} '${formatDateParts(date, { year: '2-digit' })}` : month;
}

/**
 * Month names on the axis; when the months cross a new year, the first month and every
 * January carry the year ("Nov '25", "Jan '26"), so a year of trends never shows two bare "Nov".
 */
export function toTrendPoints(trends: Compliance['monthlyTrends']): TrendPoint[] {
  const spansYears = new Set(trends.map((trend) => trend.month.slice(0, 4))).size > 1;
  return trends.map((trend, index) => {
    const date = parse(trend.month, 'yyyy-MM', new Date(2000, 0, 1));
    const valid = !Number.isNaN(date.getTime());
    const rate = trend.scheduled > 0 ? trend.complianceRate : null;
    const withYear = spansYears && (index === 0 || date.getMonth() === 0);
    return {
      month: trend.month,
      shortLabel: valid ? shortMonth(date, withYear) : trend.month,
      narrowLabel: valid ? formatDateParts(date, { month: 'narrow' }) : trend.month,
      longLabel: valid ? formatDateParts(date, { month: 'long', year: 'numeric' }) : trend.month,
      rate,
      completed: trend.completed,
      scheduled: trend.scheduled,
      band: complianceBand(rate),
    };
  });
}

export function hasTrendData(points: readonly TrendPoint[]): boolean {
  return points.some((point) => point.rate !== null);
}

/** One sentence for screen readers, since the bars themselves are only drawn. */
export function describeTrend(t: TextsOf<typeof preventiveMessages>, points: readonly TrendPoint[]): string {
  const parts = points.map((point) =>
    point.rate === null
      ? t('trend.describe.monthEmpty', { month: point.longLabel })
      : t('trend.describe.month', {
          month: point.longLabel,
          rate: formatRate(point.rate),
          completed: point.completed,
          scheduled: point.scheduled,
        }),
  );
  return t('trend.describe.summary', { months: parts.join('; ') });
}
