import { featureLabel } from '@shared/schemas/health';
import { Settings2 } from 'lucide-react';
import type { DebugEnv } from '@shared/schemas/debug';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatNumber } from '@web/lib/formatting';
import { DebugCard } from './debug-card';
import { StatusBadge } from './status-badge';
import { StatusRow } from './status-row';

function OperationalRows({ operational }: { operational: NonNullable<DebugEnv['operational']> }) {
  return (
    <>
      <h3 className="mt-4 mb-1 text-sm font-semibold">Operational (admins only)</h3>
      <dl>
        <StatusRow label="Log level">{operational.logLevel}</StatusRow>
        <StatusRow label="Database pool size">{formatNumber(operational.dbPoolSize)}</StatusRow>
        <StatusRow label="Trust proxy">{operational.trustProxy ? 'yes' : 'no'}</StatusRow>
        <StatusRow label="PM grace days">{formatNumber(operational.pmGraceDays)}</StatusRow>
        <StatusRow label="Sign-in limit per minute">
          {formatNumber(operational.loginRateLimitPerMinute)}
        </StatusRow>
        <StatusRow label="Push services">
          {operational.pushServiceHosts.length === 0 ? 'none' : operational.pushServiceHosts.join(', ')}
        </StatusRow>
        <StatusRow label="Node.js">{operational.nodeVersion}</StatusRow>
        <StatusRow label="Platform">{operational.platform}</StatusRow>
      </dl>
    </>
  );
}

/** The allow-listed settings (never a secret), and the operational ones for an admin. */
export function EnvironmentCard({ env }: { env: QueryLike<DebugEnv> }) {
  return (
    <DebugCard title="Environment" icon={Settings2}>
      <QueryState
        query={env}
        errorTitle="Failed to fetch environment variables."
        loading={<Skeleton className="h-40 w-full" />}
      >
        {(data) => (
          <>
            <dl>
              <StatusRow label="NODE_ENV">{data.nodeEnv}</StatusRow>
              <StatusRow label="Port">{String(data.port)}</StatusRow>
              <StatusRow label="Version">{data.version}</StatusRow>
              <StatusRow label="Database">{data.databaseMode}</StatusRow>
              <StatusRow label="Redis">{data.redis}</StatusRow>
              {Object.entries(data.features).map(([feature, state]) => (
                <StatusRow key={feature} label={featureLabel(feature)}>
                  <StatusBadge tone={state === 'enabled' ? 'pass' : 'warn'}>{state}</StatusBadge>
                </StatusRow>
              ))}
            </dl>
            {data.operational ? <OperationalRows operational={data.operational} /> : null}
          </>
        )}
      </QueryState>
    </DebugCard>
  );
}
