import { lazy } from 'react';
import type { Kpis } from '@shared/schemas/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ChartCard } from '@web/components/charts/chart-card';
import { KpiList } from './kpi-list';
import { toKpiRows } from './kpi-rows';

const KpiRadarChart = lazy(() => import('./kpi-radar-chart'));

const CHART_HEIGHT = 320;
/** A radar of fewer spokes is no shape at all. */
const MIN_RADAR_SPOKES = 3;

/** A radar of current vs target (as % of target, MTTR inverted) beside the KPI list. */
export function KpiTab({ kpis }: { kpis: Kpis }) {
  const rows = toKpiRows(kpis);
  const measured = rows.filter((row) => row.ofTarget !== null).length;
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <ChartCard
        title="Current vs target"
        description="Each KPI as % of its target; for MTTR, lower is better, so it is inverted"
        summary={`${measured} KPIs as percent of their targets`}
        empty={
          measured < MIN_RADAR_SPOKES
            ? `Only ${measured} of ${rows.length} KPIs were measured in this range: too few to draw.`
            : undefined
        }
        height={CHART_HEIGHT}
      >
        <KpiRadarChart rows={rows} height={CHART_HEIGHT} />
      </ChartCard>
      <Card role="region" aria-label="Business KPIs">
        <CardHeader className="pb-2">
          <CardTitle>Business KPIs</CardTitle>
          <CardDescription>Value, target and unit of each KPI in the range</CardDescription>
        </CardHeader>
        <CardContent>
          <KpiList rows={rows} />
        </CardContent>
      </Card>
    </div>
  );
}
