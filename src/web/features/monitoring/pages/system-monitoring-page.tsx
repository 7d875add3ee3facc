import { SYSTEM_DASHBOARD_ALERT_LIST_SIZE } from '@shared/monitoring/thresholds';
import { QueryError, QueryState, Skeletons } from '@web/components/query-state';
import { StatTileSkeletons } from '@web/components/stat-tile';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { useMonitoringMetrics } from '../api/get-monitoring-metrics';
import { useSystemMetrics } from '../api/get-system-metrics';
import { useAlerts } from '../api/list-alerts';
import { BusinessPanel } from '../components/system/business-panel';
import { LastHourChart } from '../components/system/last-hour-chart';
import { LiveIndicator } from '../components/system/live-indicator';
import { OpenAlertsPanel } from '../components/system/open-alerts-panel';
import { ResourcePanel } from '../components/system/resource-panel';
import { SystemCards } from '../components/system/system-cards';
import { monitoringMessages } from '../messages';

const OPEN_ALERTS = { limit: SYSTEM_DASHBOARD_ALERT_LIST_SIZE, resolved: false } as const;

/** The failure's own words: the server's message, else the client's "{status}: {body}". */
function reasonOf(error: unknown, unknown: string): string {
  return errorMessage(error, error instanceof Error ? error.message : unknown);
}

/**
 * System Monitoring dashboard (operations spec §2): this instance's live figures, the plant's
 * business figures and the open alerts, each resolvable; always polling.
 */
export default function SystemMonitoringPage() {
  const t = useT(monitoringMessages);
  const metrics = useMonitoringMetrics();
  const lastHour = useSystemMetrics('1h');
  const alerts = useAlerts(OPEN_ALERTS);

  if (metrics.isError && !metrics.data) {
    return (
      <>
        <PageHeader title={t('systemPage.title')} actions={<LiveIndicator />} />
        <QueryError
          title={t('systemPage.failed', { reason: reasonOf(metrics.error, t('systemPage.unknownError')) })}
          onRetry={metrics.refetch}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('systemPage.title')}
        description={t('systemPage.description')}
        actions={<LiveIndicator />}
      />
      <div className="grid gap-6 [&>*]:min-w-0">
        {metrics.data ? (
          <SystemCards metrics={metrics.data} />
        ) : (
          <StatTileSkeletons label={t('systemPage.loadingMetrics')} />
        )}
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          {metrics.data ? (
            <>
              <ResourcePanel metrics={metrics.data} />
              <BusinessPanel business={metrics.data.business} />
            </>
          ) : (
            <Skeletons count={2} label={t('systemPage.loadingResources')} className="contents">
              {() => <Skeleton className="h-52 w-full" />}
            </Skeletons>
          )}
        </div>
        <QueryState
          query={alerts}
          errorTitle={t('monitor.alertsFailed')}
          showReason
          loading={<Skeletons count={3} label={t('monitor.loadingAlerts')} />}
        >
          {(data) => <OpenAlertsPanel alerts={data.items} total={data.total} />}
        </QueryState>
        <QueryState
          query={lastHour}
          errorTitle={t('monitor.systemFailed')}
          showReason
          loading={<Skeleton className="h-64 w-full" />}
        >
          {(data) => <LastHourChart metrics={data} />}
        </QueryState>
      </div>
    </>
  );
}
