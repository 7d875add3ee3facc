import { lazy } from 'react';
import { AVAILABILITY_TARGET } from '@shared/constants';
import type { AnalyticsPeriod, PerformanceTrendPoint } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { cn } from '@web/lib/cn';
import { isWholePlant, useAnalyticsScope } from '../../api/analytics-scope';
import { usePerformanceTrends } from '../../api/get-performance-trends';
import { dayLabels, SERIES_FILLS } from '../shared/analytics-labels';
import { periodPhrase } from '../shared/analytics-period';
import { ChartBody, ChartFrame, ChartSkeleton } from '@web/components/charts/chart-card';
import type { TrendChartPoint } from './performance-trends-chart';

const PerformanceTrendsChart = lazy(() => import('./performance-trends-chart'));

const HEIGHT = 340;

export function toTrendChartPoints(points: readonly PerformanceTrendPoint[]): TrendChartPoint[] {
  return points.map((point) => ({ ...point, ...dayLabels(point.date) }));
}

export function hasTrendData(points: readonly PerformanceTrendPoint[]): boolean {
  return points.some((point) => point.availability !== null || point.mtbf !== null || point.workOrders > 0);
}

function describe(points: readonly PerformanceTrendPoint[]): string {
  const withAvailability = points.filter((point) => point.availability !== null);
  const mean =
    withAvailability.length === 0
      ? null
      : withAvailability.reduce((sum, point) => sum + (point.availability ?? 0), 0) / withAvailability.length;
  const orders = points.reduce((sum, point) => sum + point.workOrders, 0);
  const failures = points.reduce((sum, point) => sum + point.failures, 0);
  return [
    `Fleet performance over ${points.length} points.`,
    mean === null ? 'No availability recorded.' : `Availability averaged ${formatPercent(mean)}.`,
    `${formatNumber(orders)} work orders created, ${formatNumber(failures)} failures.`,
  ].join(' ');
}

/** Performance Trends (operations spec §2): one combined chart over the period. */
export function PerformanceTrendsPanel({ days }: { days: AnalyticsPeriod }) {
  const trends = usePerformanceTrends(days);
  const partial = !isWholePlant(useAnalyticsScope().scope);
  const bucket = days > 90 ? 'week' : 'day';
  return (
    <ChartFrame
      title="Performance Trends"
      description={`${partial ? 'The whole plant’s' : 'Fleet'} availability, work orders created and MTBF ${bucket === 'week' ? 'week by week' : 'day by day'}${partial ? ': trends are not read per location or asset' : ''}.`}
      footnote="MTBF is drawn only where the day or week had a failure to measure it by."
    >
      <QueryState
        query={trends}
        errorTitle="Failed to fetch performance trends"
        loading={<ChartSkeleton height={HEIGHT} />}
      >
        {(points) => (
          <div className={cn('transition-opacity', trends.isPlaceholderData && 'opacity-60')}>
            <ChartBody
              height={HEIGHT}
              empty={
                hasTrendData(points)
                  ? undefined
                  : `No work orders, downtime or failures were recorded in ${periodPhrase(days)}, so there is no trend to draw.`
              }
              summary={describe(points)}
              legend={[
                { key: 'availability', colour: SERIES_FILLS.availability, text: 'Availability (%)' },
                { key: 'orders', colour: SERIES_FILLS.workOrders, text: 'Work orders created (count)' },
                { key: 'mtbf', colour: SERIES_FILLS.mtbf, text: 'MTBF (hours)', shape: 'line' },
                {
                  key: 'target',
                  colour: 'var(--success)',
                  text: `Availability target ${AVAILABILITY_TARGET}%`,
                  shape: 'dashed',
                },
              ]}
            >
              <PerformanceTrendsChart points={toTrendChartPoints(points)} bucket={bucket} height={HEIGHT} />
            </ChartBody>
          </div>
        )}
      </QueryState>
    </ChartFrame>
  );
}
