import { lazy } from 'react';
import type { SystemMetrics } from '@shared/schemas/monitoring';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { ChartCard } from '@web/components/charts/chart-card';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { toSamplePoints } from './sample-points';

const TrafficChart = lazy(() => import('./traffic-chart'));

const CHART_HEIGHT = 320;

/** Requests over the range as a stacked area (answered, then errors), with the totals. */
export function TrendAnalysisTab({ metrics }: { metrics: SystemMetrics }) {
  const t = useT(monitoringMessages);
  const points = toSamplePoints(metrics.samples, metrics.range);
  const requests = points.reduce((sum, point) => sum + point.succeeded + point.errors, 0);
  const errors = points.reduce((sum, point) => sum + point.errors, 0);
  return (
    <ChartCard
      title={t('trend.title')}
      description={
        requests === 0
          ? t('trend.noRequests')
          : t('trend.description', {
              requests: formatNumber(requests),
              share: formatPercent((errors / requests) * 100),
            })
      }
      summary={t('trend.summary', { count: points.length })}
      empty={points.length === 0 ? t('noSamples') : undefined}
      height={CHART_HEIGHT}
    >
      <TrafficChart points={points} height={CHART_HEIGHT} />
    </ChartCard>
  );
}
