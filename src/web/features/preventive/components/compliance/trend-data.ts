import { format, parse } from 'date-fns';
import type { Compliance } from '@shared/schemas/pm';
import { complianceBand, formatRate, type ComplianceBand } from './compliance-band';

export interface TrendPoint {
  /** "2026-05" as the API sends it. */
  month: string;
  /** "May" on the axis; "May 2026" in the tooltip. */
  shortLabel: string;
  longLabel: string;
  /** null when nothing was scheduled that month: a gap in the chart, never 0 %. */
  rate: number | null;
  completed: number;
  scheduled: number;
  band: ComplianceBand;
}

export function toTrendPoints(trends: Compliance['monthlyTrends']): TrendPoint[] {
  return trends.map((trend) => {
    const date = parse(trend.month, 'yyyy-MM', new Date(2000, 0, 1));
    const valid = !Number.isNaN(date.getTime());
    const rate = trend.scheduled > 0 ? trend.complianceRate : null;
    return {
      month: trend.month,
      shortLabel: valid ? format(date, 'MMM') : trend.month,
      longLabel: valid ? format(date, 'MMMM yyyy') : trend.month,
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
export function describeTrend(points: readonly TrendPoint[]): string {
  const parts = points.map((point) =>
    point.rate === null
      ? `${point.longLabel}: no PMs scheduled`
      : `${point.longLabel}: ${formatRate(point.rate)} (${point.completed} of ${point.scheduled})`,
  );
  return `Compliance by month. ${parts.join('; ')}.`;
}
