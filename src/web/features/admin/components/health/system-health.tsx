import type { HealthDetails } from '@shared/schemas/health';
import { isHealthDetails } from '@shared/schemas/health';
import { POLL_MS } from '@shared/monitoring/thresholds';
import { Alert } from '@web/components/ui/alert';
import { useT } from '@web/lib/i18n/use-t';
import { useHealth } from '../../api/get-health';
import { adminMessages } from '../../messages';
import { RefreshButton } from '../shared/refresh-button';
import { SectionHeader } from '../shared/section-header';
import { DatabaseStatus } from './database-status';
import { DeploymentInformation } from './deployment-information';
import { FeatureStatusList } from './feature-status-list';
import { BasicHealthCards, HEALTH_CARD_GRID, HealthCards } from './health-cards';
import { HealthError, HealthLoading } from './health-states';
import { WarehouseConnections } from './warehouse-connections';

function HealthDetailsView({ health }: { health: HealthDetails }) {
  return (
    <div className="grid gap-4 lg:gap-6">
      <HealthCards health={health} />
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <FeatureStatusList features={health.features} />
        <DatabaseStatus database={health.database} redis={health.redis} />
        <WarehouseConnections warehouses={health.websocket.connectionsByWarehouse} />
        <DeploymentInformation deployment={health} />
      </div>
    </div>
  );
}

/** The System Health tab of /admin (operations spec §2), polled every 30 seconds. */
export function SystemHealth() {
  const t = useT(adminMessages);
  const health = useHealth();
  return (
    <section aria-labelledby="system-health-title" className="grid gap-4">
      <SectionHeader
        id="system-health-title"
        title={t('health.title')}
        description={t('health.description', { seconds: POLL_MS.health / 1000 })}
        action={<RefreshButton onRefresh={() => health.refetch()} isRefreshing={health.isFetching} />}
      />
      {health.isPending ? (
        <HealthLoading />
      ) : health.data === undefined ? (
        <HealthError onRetry={() => health.refetch()} />
      ) : isHealthDetails(health.data) ? (
        <HealthDetailsView health={health.data} />
      ) : (
        <div className="grid gap-4">
          <div className={HEALTH_CARD_GRID}>
            <BasicHealthCards health={health.data} />
          </div>
          <Alert title={t('health.publicOnly')}>{t('health.publicOnlyDescription')}</Alert>
        </div>
      )}
    </section>
  );
}
