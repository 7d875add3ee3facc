import { lazy } from 'react';
import type { SystemMetrics } from '@shared/schemas/monitoring';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { ChartCard } from '@web/components/charts/chart-card';
import { NO_SAMPLES_TEXT } from './no-samples';
import { toSamplePoints } from './sample-points';

const TrafficChart = lazy(() => import('./traffic-chart'));

const CHART_HEIGHT = 320;

/** Requests over the range as a stacked area (answered, then errors), with the totals. */
export function TrendAnalysisTab({ metrics }: { metrics: SystemMetrics }) {
  const points = toSamplePoints(metrics.samples, metrics.range);
  const requests = points.reduce((sum, point) => sum + point.succeeded + point.errors, 0);
  const errors = points.reduce((sum, point) => sum + point.errors, 0);
  return (
    <ChartCard
      title="Request trend"
      description={
        requests === 0
          ? 'No requests recorded in this range'
          : `${formatNumber(requests)} requests, ${formatPercent((errors / requests) * 100)} answered with a server error`
      }
      summary={`Requests and errors, stacked, over ${points.length} points`}
      empty={points.length === 0 ? NO_SAMPLES_TEXT : undefined}
      height={CHART_HEIGHT}
    >
      <TrafficChart points={points} height={CHART_HEIGHT} />
    </ChartCard>
  );
}
