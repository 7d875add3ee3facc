import { Database, HeartPulse } from 'lucide-react';
import { isHealthDetails, isHealthyStatus, type HealthResponse } from '@shared/schemas/health';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatDuration, formatNumber } from '@web/lib/formatting';
import { DebugCard } from './debug-card';
import { StatusBadge } from './status-badge';
import { StatusRow } from './status-row';

const rowsSkeleton = <Skeleton className="h-24 w-full" />;

/** Whether the instance reaches its database: the details for a manager or admin, else from the status. */
export function DatabaseStatusCard({ health }: { health: QueryLike<HealthResponse> }) {
  return (
    <DebugCard title="Database status" icon={Database}>
      <QueryState query={health} errorTitle="Failed to fetch database status." loading={rowsSkeleton}>
        {(data) => {
          const isReachable = isHealthDetails(data)
            ? data.database.status === 'connected'
            : data.status !== 'unavailable';
          return (
            <dl>
              <StatusRow label="Status">
                <StatusBadge tone={isReachable ? 'pass' : 'fail'}>
                  {isReachable ? 'Connected' : 'Unreachable'}
                </StatusBadge>
              </StatusRow>
              {isHealthDetails(data) ? (
                <>
                  <StatusRow label="Mode">{data.database.mode}</StatusRow>
                  <StatusRow label="Round trip">
                    {data.database.latencyMs === null ? '—' : `${formatNumber(data.database.latencyMs)} ms`}
                  </StatusRow>
                  <StatusRow label="Redis">{data.redis}</StatusRow>
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
  return (
    <DebugCard title="API health" icon={HeartPulse}>
      <QueryState query={health} errorTitle="Failed to fetch API status." loading={rowsSkeleton}>
        {(data) => (
          <dl>
            <StatusRow label="Status">
              <StatusBadge
                tone={isHealthyStatus(data.status) ? 'pass' : data.status === 'degraded' ? 'warn' : 'fail'}
              >
                {isHealthyStatus(data.status)
                  ? 'Healthy'
                  : data.status === 'degraded'
                    ? 'Degraded'
                    : 'Unhealthy'}
              </StatusBadge>
            </StatusRow>
            <StatusRow label="Version">{data.version}</StatusRow>
            <StatusRow label="Uptime">{formatDuration(data.uptime * 1000)}</StatusRow>
            <StatusRow label="Checked">{formatDateTime(data.timestamp)}</StatusRow>
          </dl>
        )}
      </QueryState>
    </DebugCard>
  );
}
