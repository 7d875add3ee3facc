import { lazy } from 'react';
import { AVAILABILITY_TARGET } from '@shared/constants';
import type { AnalyticsPeriod, PerformanceTrendPoint } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { isWholePlant, useAnalyticsScope } from '../../api/analytics-scope';
import { usePerformanceTrends } from '../../api/get-performance-trends';
import { analyticsMessages } from '../../messages';
import { dayLabels, SERIES_FILLS, type AnalyticsTexts } from '../shared/analytics-labels';
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

function describe(t: AnalyticsTexts, points: readonly PerformanceTrendPoint[]): string {
  const withAvailability = points.filter((point) => point.availability !== null);
  const mean =
    withAvailability.length === 0
      ? null
      : withAvailability.reduce((sum, point) => sum + (point.availability ?? 0), 0) / withAvailability.length;
  const orders = points.reduce((sum, point) => sum + point.workOrders, 0);
  const failures = points.reduce((sum, point) => sum + point.failures, 0);
  return [
    t('perfTrends.summaryPoints', { count: points.length }),
    mean === null
      ? t('perfTrends.summaryNoAvailability')
      : t('perfTrends.summaryAvailability', { value: formatPercent(mean) }),
    t('perfTrends.summaryCounts', { orders: formatNumber(orders), failures: formatNumber(failures) }),
  ].join(' ');
}

/** Performance Trends (operations spec §2): one combined chart over the period. */
export function PerformanceTrendsPanel({ days }: { days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const trends = usePerformanceTrends(days);
  const partial = !isWholePlant(useAnalyticsScope().scope);
  const bucket = days > 90 ? 'week' : 'day';
  return (
    <ChartFrame
      title={t('perfTrends.title')}
      description={t(`perfTrends.description.${partial ? 'plant' : 'fleet'}.${bucket}`)}
      footnote={t('perfTrends.footnote')}
    >
      <QueryState
        query={trends}
        errorTitle={t('perfTrends.failed')}
        loading={<ChartSkeleton height={HEIGHT} />}
      >
        {(points) => (
          <div className={cn('transition-opacity', trends.isPlaceholderData && 'opacity-60')}>
            <ChartBody
              height={HEIGHT}
              empty={hasTrendData(points) ? undefined : t('perfTrends.empty', { days })}
              summary={describe(t, points)}
              legend={[
                {
                  key: 'availability',
                  colour: SERIES_FILLS.availability,
                  text: t('perfTrends.legendAvailability'),
                },
                { key: 'orders', colour: SERIES_FILLS.workOrders, text: t('perfTrends.legendOrders') },
                { key: 'mtbf', colour: SERIES_FILLS.mtbf, text: t('perfTrends.legendMtbf'), shape: 'line' },
                {
                  key: 'target',
                  colour: 'var(--success)',
                  text: t('perfTrends.legendTarget', { target: AVAILABILITY_TARGET }),
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
