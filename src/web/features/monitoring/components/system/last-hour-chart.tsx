import { lazy } from 'react';
import type { SystemMetrics } from '@shared/schemas/monitoring';
import { Alert } from '@web/components/ui/alert';
import { ChartCard } from '@web/components/charts/chart-card';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../../messages';
import { toSamplePoints } from '../sample-points';

const ResponseTimeChart = lazy(() => import('../response-time-chart'));

const CHART_HEIGHT = 240;

/** The last hour's response times from the recorded samples, or why there are none. */
export function LastHourChart({ metrics }: { metrics: SystemMetrics }) {
  const t = useT(monitoringMessages);
  if (metrics.samples.length === 0) return <Alert title={t('lastHour.noSamples')}>{t('noSamples')}</Alert>;
  const points = toSamplePoints(metrics.samples, metrics.range);
  return (
    <ChartCard
      title={t('lastHour.title')}
      description={t('lastHour.description')}
      summary={t('lastHour.summary', { count: points.length })}
      height={CHART_HEIGHT}
    >
      <ResponseTimeChart points={points} height={CHART_HEIGHT} />
    </ChartCard>
  );
}
