import type { HealthDetails } from '@shared/schemas/health';
import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { formatMs, levelClass } from '../shared/figures';
import { FigureList } from '../shared/figure-list';
import { SectionCard } from '../shared/section-card';

const REDIS_LABELS = {
  connected: 'database.connected',
  unreachable: 'database.unreachable',
  'not configured': 'database.notConfigured',
} as const satisfies Readonly<Record<HealthDetails['redis'], string>>;

/** The database this instance uses, its round trip, and Redis when one is configured. */
export function DatabaseStatus({ database, redis }: Pick<HealthDetails, 'database' | 'redis'>) {
  const t = useT(adminMessages);
  const isConnected = database.status === 'connected';
  return (
    <SectionCard title={t('database.title')}>
      <FigureList
        rows={[
          {
            label: t('database.status'),
            value: (
              <Badge variant={isConnected ? 'success' : 'destructive'}>
                {isConnected ? t('database.connected') : t('database.unreachable')}
              </Badge>
            ),
          },
          {
            label: t('database.latency'),
            value: formatMs(t, database.latencyMs),
            valueClassName: levelClass(database.latencyMs, PERFORMANCE_THRESHOLDS.queryTimeMs),
          },
          {
            label: t('database.mode'),
            value: database.mode === 'embedded' ? t('database.embedded') : t('database.external'),
          },
          {
            label: t('database.redis'),
            value: t(REDIS_LABELS[redis]),
            valueClassName: redis === 'unreachable' ? 'text-destructive' : undefined,
          },
        ]}
      />
    </SectionCard>
  );
}
