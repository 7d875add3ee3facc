import { Database, HeartPulse } from 'lucide-react';
import { isHealthDetails, isHealthyStatus, type HealthResponse } from '@shared/schemas/health';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatDuration, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { debugMessages } from '../messages';
import { DebugCard } from './debug-card';
import { StatusBadge } from './status-badge';
import { StatusRow } from './status-row';

const rowsSkeleton = <Skeleton className="h-24 w-full" />;

/** Whether the instance reaches its database: the details for a manager or admin, else from the status. */
export function DatabaseStatusCard({ health }: { health: QueryLike<HealthResponse> }) {
  const t = useT(debugMessages);
  return (
    <DebugCard title={t('db.title')} icon={Database}>
      <QueryState query={health} errorTitle={t('db.failed')} loading={rowsSkeleton}>
        {(data) => {
          const isReachable = isHealthDetails(data)
            ? data.database.status === 'connected'
            : data.status !== 'unavailable';
          return (
            <dl>
              <StatusRow label={t('row.status')}>
                <StatusBadge tone={isReachable ? 'pass' : 'fail'}>
                  {isReachable ? t('db.connected') : t('db.unreachable')}
                </StatusBadge>
              </StatusRow>
              {isHealthDetails(data) ? (
                <>
                  <StatusRow label={t('db.mode')}>{data.database.mode}</StatusRow>
                  <StatusRow label={t('db.roundTrip')}>
                    {data.database.latencyMs === null
                      ? '—'
                      : t('unit.ms', { value: formatNumber(data.database.latencyMs) })}
                  </StatusRow>
                  <StatusRow label={t('row.redis')}>{data.redis}</StatusRow>
                </>
              ) : null}
            </dl>
          );
        }}
      </QueryState>
    </DebugCard>
  );
}

/** GET /api/health: status, version and uptime. */
export function ApiHealthCard({ health }: { health: QueryLike<HealthResponse> }) {
  const t = useT(debugMessages);
  return (
    <DebugCard title={t('api.title')} icon={HeartPulse}>
      <QueryState query={health} errorTitle={t('api.failed')} loading={rowsSkeleton}>
        {(data) => (
          <dl>
            <StatusRow label={t('row.status')}>
              <StatusBadge
                tone={isHealthyStatus(data.status) ? 'pass' : data.status === 'degraded' ? 'warn' : 'fail'}
              >
                {isHealthyStatus(data.status)
                  ? t('api.healthy')
                  : data.status === 'degraded'
                    ? t('api.degraded')
                    : t('api.unhealthy')}
              </StatusBadge>
            </StatusRow>
            <StatusRow label={t('row.version')}>{data.version}</StatusRow>
            <StatusRow label={t('api.uptime')}>{formatDuration(data.uptime * 1000)}</StatusRow>
            <StatusRow label={t('api.checked')}>{formatDateTime(data.timestamp)}</StatusRow>
          </dl>
        )}
      </QueryState>
    </DebugCard>
  );
}
