import { lazy } from 'react';
import type { SystemMetrics } from '@shared/schemas/monitoring';
import { ChartCard } from '@web/components/charts/chart-card';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { toSamplePoints } from './sample-points';

const ResourceUsageChart = lazy(() => import('./resource-usage-chart'));
const ResponseTimeChart = lazy(() => import('./response-time-chart'));

const CHART_HEIGHT = 280;

/** CPU and memory as lines, response time and database connections as an area, over the range. */
export function SystemMetricsTab({ metrics }: { metrics: SystemMetrics }) {
  const t = useT(monitoringMessages);
  const points = toSamplePoints(metrics.samples, metrics.range);
  const empty = points.length === 0 ? t('noSamples') : undefined;
  return (
    <div className="grid gap-4 xl:grid-cols-2 [&>*]:min-w-0">
      <ChartCard
        title={t('system.cpuMemory')}
        description={t('system.cpuMemoryDescription')}
        summary={t('system.cpuMemorySummary', { count: points.length })}
        empty={empty}
        height={CHART_HEIGHT}
      >
        <ResourceUsageChart points={points} height={CHART_HEIGHT} />
      </ChartCard>
      <ChartCard
        title={t('system.responseConnections')}
        description={t('system.responseConnectionsDescription')}
        summary={t('system.responseConnectionsSummary', { count: points.length })}
        empty={empty}
        height={CHART_HEIGHT}
      >
        <ResponseTimeChart points={points} height={CHART_HEIGHT} />
      </ChartCard>
    </div>
  );
}
