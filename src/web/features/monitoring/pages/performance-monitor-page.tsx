import { useState } from 'react';
import { MONITOR_ALERT_LIST_SIZE } from '@shared/monitoring/thresholds';
import type { MonitoringRange } from '@shared/schemas/monitoring';
import { QueryState, Skeletons } from '@web/components/query-state';
import { StatTileSkeletons } from '@web/components/stat-tile';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useMonitoringKpi } from '../api/get-monitoring-kpi';
import { useMonitoringMetrics } from '../api/get-monitoring-metrics';
import { usePerformanceHealth } from '../api/get-performance-health';
import { useSystemMetrics } from '../api/get-system-metrics';
import { useAlerts } from '../api/list-alerts';
import { AlertBanner } from '../components/alert-banner';
import { AlertsTab } from '../components/alerts-tab';
import { buildReport, exportReport } from '../components/export-report';
import { HealthCards } from '../components/health-cards';
import { KpiTab } from '../components/kpi-tab';
import { LatestMetrics } from '../components/latest-metrics';
import { MonitorToolbar } from '../components/monitor-toolbar';
import { SystemMetricsTab } from '../components/system-metrics-tab';
import { TrendAnalysisTab } from '../components/trend-analysis-tab';
import { monitoringMessages } from '../messages';

/** Each tab's label is the catalogue's `monitor.tab.<tab>`, on phones `monitor.tab.<tab>.short`. */
const TABS = ['system', 'kpis', 'alerts', 'trends'] as const;

const LATEST_ALERTS = { limit: MONITOR_ALERT_LIST_SIZE } as const;

const chartSkeleton = <Skeleton className="h-80 w-full" />;

/**
 * Enterprise Performance Monitor (operations spec §2): health scores, the newest sample, KPIs
 * against their targets, the latest alerts and the trends, polled while Auto Refresh is on.
 */
export default function PerformanceMonitorPage() {
  const t = useT(monitoringMessages);
  const [isAutoRefresh, setAutoRefresh] = useState(true);
  const [range, setRange] = useState<MonitoringRange>('24h');
  const isMobile = useIsMobile();
  const system = useSystemMetrics(range, isAutoRefresh);
  const kpi = useMonitoringKpi(range, isAutoRefresh);
  const health = usePerformanceHealth(isAutoRefresh);
  const alerts = useAlerts(LATEST_ALERTS, isAutoRefresh);
  const metrics = useMonitoringMetrics(isAutoRefresh);

  const refreshAll = () => {
    for (const query of [system, kpi, health, alerts, metrics]) void query.refetch();
  };
  const onExport = () =>
    exportReport(
      buildReport({
        range,
        latestSystemMetrics: system.data?.samples.at(-1) ?? null,
        kpis: kpi.data?.kpis ?? null,
        health: health.data ?? null,
        alerts: alerts.data?.items ?? [],
      }),
    );

  return (
    <>
      <PageHeader title={t('monitor.title')} description={t('monitor.description')} />
      <div className="grid gap-6 [&>*]:min-w-0">
        <MonitorToolbar
          isAutoRefresh={isAutoRefresh}
          onAutoRefreshChange={setAutoRefresh}
          range={range}
          onRangeChange={setRange}
          onRefresh={refreshAll}
          onExport={onExport}
          canExport={!system.isPending && !kpi.isPending && !health.isPending && !alerts.isPending}
        />
        {metrics.data ? (
          <AlertBanner
            critical={metrics.data.openAlerts.critical}
            warning={metrics.data.openAlerts.warning}
          />
        ) : null}
        <QueryState
          query={health}
          errorTitle={t('monitor.healthFailed')}
          showReason
          loading={<StatTileSkeletons label={t('monitor.loadingHealth')} />}
        >
          {(data) => <HealthCards health={data} />}
        </QueryState>
        <QueryState
          query={system}
          errorTitle={t('monitor.systemFailed')}
          showReason
          loading={<StatTileSkeletons label={t('monitor.loadingLatest')} />}
        >
          {(data) => <LatestMetrics sample={data.samples.at(-1)} />}
        </QueryState>
        <Tabs defaultValue="system">
          <TabsList
            aria-label={t('monitor.views')}
            layout={isMobile ? 'grid' : 'inline'}
            className={isMobile ? 'grid-cols-2' : undefined}
          >
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="touch:h-11">
                {isMobile ? t(`monitor.tab.${value}.short`) : t(`monitor.tab.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="system">
            <QueryState
              query={system}
              errorTitle={t('monitor.systemFailed')}
              showReason
              loading={chartSkeleton}
            >
              {(data) => <SystemMetricsTab metrics={data} />}
            </QueryState>
          </TabsContent>
          <TabsContent value="kpis">
            <QueryState query={kpi} errorTitle={t('monitor.kpiFailed')} showReason loading={chartSkeleton}>
              {(data) => <KpiTab kpis={data.kpis} />}
            </QueryState>
          </TabsContent>
          <TabsContent value="alerts">
            <QueryState
              query={alerts}
              errorTitle={t('monitor.alertsFailed')}
              showReason
              loading={<Skeletons count={5} label={t('monitor.loadingAlerts')} />}
            >
              {(data) => <AlertsTab alerts={data.items} total={data.total} />}
            </QueryState>
          </TabsContent>
          <TabsContent value="trends">
            <QueryState
              query={system}
              errorTitle={t('monitor.systemFailed')}
              showReason
              loading={chartSkeleton}
            >
              {(data) => <TrendAnalysisTab metrics={data} />}
            </QueryState>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
