import type { HealthDetails } from '@shared/schemas/health';
import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import { Badge } from '@web/components/ui/badge';
import { formatMs, levelClass } from '../shared/figures';
import { FigureList } from '../shared/figure-list';
import { SectionCard } from '../shared/section-card';

const REDIS_LABELS: Readonly<Record<HealthDetails['redis'], string>> = {
  connected: 'Connected',
  unreachable: 'Unreachable',
  'not configured': 'Not configured',
};

/** The database this instance uses, its round trip, and Redis when one is configured. */
export function DatabaseStatus({ database, redis }: Pick<HealthDetails, 'database' | 'redis'>) {
  const isConnected = database.status === 'connected';
  return (
    <SectionCard title="Database">
      <FigureList
        rows={[
          {
            label: 'Status',
            value: (
              <Badge variant={isConnected ? 'success' : 'destructive'}>
                {isConnected ? 'Connected' : 'Unreachable'}
              </Badge>
            ),
          },
          {
            label: 'Latency',
            value: formatMs(database.latencyMs),
            valueClassName: levelClass(database.latencyMs, PERFORMANCE_THRESHOLDS.queryTimeMs),
          },
          {
            label: 'Mode',
            value: database.mode === 'embedded' ? 'Embedded PostgreSQL' : 'External PostgreSQL',
          },
          {
            label: 'Redis',
            value: REDIS_LABELS[redis],
            valueClassName: redis === 'unreachable' ? 'text-destructive' : undefined,
          },
        ]}
      />
    </SectionCard>
  );
}
