import { lazy } from 'react';
import type { Kpis } from '@shared/schemas/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ChartCard } from '@web/components/charts/chart-card';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { KpiList } from './kpi-list';
import { toKpiRows } from './kpi-rows';

const KpiRadarChart = lazy(() => import('./kpi-radar-chart'));

const CHART_HEIGHT = 320;
/** A radar of fewer spokes is no shape at all. */
const MIN_RADAR_SPOKES = 3;

/** A radar of current vs target (as % of target, MTTR inverted) beside the KPI list. */
export function KpiTab({ kpis }: { kpis: Kpis }) {
  const t = useT(monitoringMessages);
  const rows = toKpiRows(t, kpis);
  const measured = rows.filter((row) => row.ofTarget !== null).length;
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <ChartCard
        title={t('kpi.chartTitle')}
        description={t('kpi.chartDescription')}
        summary={t('kpi.chartSummary', { count: measured })}
        empty={
          measured < MIN_RADAR_SPOKES ? t('kpi.chartEmpty', { measured, total: rows.length }) : undefined
        }
        height={CHART_HEIGHT}
      >
        <KpiRadarChart rows={rows} height={CHART_HEIGHT} />
      </ChartCard>
      <Card role="region" aria-label={t('kpi.business')}>
        <CardHeader className="pb-2">
          <CardTitle>{t('kpi.business')}</CardTitle>
          <CardDescription>{t('kpi.businessDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <KpiList rows={rows} />
        </CardContent>
      </Card>
    </div>
  );
}
