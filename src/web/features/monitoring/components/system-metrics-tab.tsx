import { lazy } from 'react';
import type { SystemMetrics } from '@shared/schemas/monitoring';
import { ChartCard } from '@web/components/charts/chart-card';
import { NO_SAMPLES_TEXT } from './no-samples';
import { toSamplePoints } from './sample-points';

const ResourceUsageChart = lazy(() => import('./resource-usage-chart'));
const ResponseTimeChart = lazy(() => import('./response-time-chart'));

const CHART_HEIGHT = 280;

/** CPU and memory as lines, response time and database connections as an area, over the range. */
export function SystemMetricsTab({ metrics }: { metrics: SystemMetrics }) {
  const points = toSamplePoints(metrics.samples, metrics.range);
  const empty = points.length === 0 ? NO_SAMPLES_TEXT : undefined;
  return (
    <div className="grid gap-4 xl:grid-cols-2 [&>*]:min-w-0">
      <ChartCard
        title="CPU and memory"
        description="CPU as % of one core, memory as % of the heap limit, averaged over the instances"
        summary={`CPU and memory use over ${points.length} points`}
        empty={empty}
        height={CHART_HEIGHT}
      >
        <ResourceUsageChart points={points} height={CHART_HEIGHT} />
      </ChartCard>
      <ChartCard
        title="Response time and DB connections"
        description="Average response time (ms) and active database connections"
        summary={`Response time and database connections over ${points.length} points`}
        empty={empty}
        height={CHART_HEIGHT}
      >
        <ResponseTimeChart points={points} height={CHART_HEIGHT} />
      </ChartCard>
    </div>
  );
}
