import { Settings2 } from 'lucide-react';
import type { DebugEnv } from '@shared/schemas/debug';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFeatureLabel } from '@web/components/use-feature-label';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { debugMessages } from '../messages';
import { DebugCard } from './debug-card';
import { StatusBadge } from './status-badge';
import { StatusRow } from './status-row';

/** Names of software and settings, which no language translates. */
const NAMES = { nodeEnv: 'NODE_ENV', node: 'Node.js' } as const;

function OperationalRows({ operational }: { operational: NonNullable<DebugEnv['operational']> }) {
  const t = useT(debugMessages);
  return (
    <>
      <h3 className="mt-4 mb-1 text-sm font-semibold">{t('env.operational')}</h3>
      <dl>
        <StatusRow label={t('env.logLevel')}>{operational.logLevel}</StatusRow>
        <StatusRow label={t('env.dbPoolSize')}>{formatNumber(operational.dbPoolSize)}</StatusRow>
        <StatusRow label={t('env.trustProxy')}>
          {operational.trustProxy ? t('env.yes') : t('env.no')}
        </StatusRow>
        <StatusRow label={t('env.pmGraceDays')}>{formatNumber(operational.pmGraceDays)}</StatusRow>
        <StatusRow label={t('env.loginLimit')}>{formatNumber(operational.loginRateLimitPerMinute)}</StatusRow>
        <StatusRow label={t('env.pushServices')}>
          {operational.pushServiceHosts.length === 0
            ? t('env.none')
            : operational.pushServiceHosts.join(', ')}
        </StatusRow>
        <StatusRow label={NAMES.node}>{operational.nodeVersion}</StatusRow>
        <StatusRow label={t('env.platform')}>{operational.platform}</StatusRow>
      </dl>
    </>
  );
}

/** The allow-listed settings (never a secret), and the operational ones for an admin. */
export function EnvironmentCard({ env }: { env: QueryLike<DebugEnv> }) {
  const t = useT(debugMessages);
  const featureLabel = useFeatureLabel();
  return (
    <DebugCard title={t('env.title')} icon={Settings2}>
      <QueryState query={env} errorTitle={t('env.failed')} loading={<Skeleton className="h-40 w-full" />}>
        {(data) => (
          <>
            <dl>
              <StatusRow label={NAMES.nodeEnv}>{data.nodeEnv}</StatusRow>
              <StatusRow label={t('env.port')}>{String(data.port)}</StatusRow>
              <StatusRow label={t('row.version')}>{data.version}</StatusRow>
              <StatusRow label={t('env.database')}>{data.databaseMode}</StatusRow>
              <StatusRow label={t('row.redis')}>{data.redis}</StatusRow>
              {Object.entries(data.features).map(([feature, state]) => (
                <StatusRow key={feature} label={featureLabel(feature)}>
                  <StatusBadge tone={state === 'enabled' ? 'pass' : 'warn'}>
                    {t(`env.state.${state}`)}
                  </StatusBadge>
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
