import { lazy } from 'react';
import type { SystemMetrics } from '@shared/schemas/monitoring';
import { Alert } from '@web/components/ui/alert';
import { ChartCard } from '@web/components/charts/chart-card';
import { NO_SAMPLES_TEXT } from '../no-samples';
import { toSamplePoints } from '../sample-points';

const ResponseTimeChart = lazy(() => import('../response-time-chart'));

const CHART_HEIGHT = 240;

/** The last hour's response times from the recorded samples, or why there are none. */
export function LastHourChart({ metrics }: { metrics: SystemMetrics }) {
  if (metrics.samples.length === 0) return <Alert title="No samples yet">{NO_SAMPLES_TEXT}</Alert>;
  const points = toSamplePoints(metrics.samples, metrics.range);
  return (
    <ChartCard
      title="Response time, last hour"
      description="Average response time (ms) and active database connections, per minute"
      summary={`Response time over the last hour, ${points.length} points`}
      height={CHART_HEIGHT}
    >
      <ResponseTimeChart points={points} height={CHART_HEIGHT} />
    </ChartCard>
  );
}
