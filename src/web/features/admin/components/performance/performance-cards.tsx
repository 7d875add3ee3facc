import { Database, DatabaseZap, Gauge, HardDrive } from 'lucide-react';
import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { StatTile } from '@web/components/stat-tile';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { formatFraction, formatMegabytes, formatMs, levelClass } from '../shared/figures';

export const PERFORMANCE_CARD_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4 lg:gap-4';

function CacheHitRate({ cache }: { cache: PerformanceSummary['cache'] }) {
  const t = useT(adminMessages);
  const footer = !cache.configured
    ? t('cards.noCache')
    : cache.hitRate === null
      ? t('cards.noCacheLookups')
      : t('cards.hitsAndMisses', { hits: cache.totalHits, misses: cache.totalMisses });
  const hasRate = cache.configured && cache.hitRate !== null;
  return (
    <StatTile
      title={t('cards.cacheHitRate')}
      icon={DatabaseZap}
      iconClassName="bg-primary/10 text-primary"
      valueClassName={hasRate ? undefined : 'text-muted-foreground'}
      footer={footer}
    >
      {hasRate ? formatFraction(t, cache.hitRate) : '—'}
    </StatTile>
  );
}

/** The four cards of operations spec §2's Performance Dashboard, coloured by §9's thresholds. */
export function PerformanceCards({ summary }: { summary: PerformanceSummary }) {
  const t = useT(adminMessages);
  const { requests, database, system } = summary;
  return (
    <div className={PERFORMANCE_CARD_GRID}>
      <StatTile
        title={t('cards.avgResponseTime')}
        icon={Gauge}
        iconClassName="bg-info/12 text-info"
        valueClassName={levelClass(requests.averageResponseTime, PERFORMANCE_THRESHOLDS.responseTimeMs)}
        footer={t('cards.p95', { value: formatMs(t, requests.p95ResponseTime) })}
      >
        {formatMs(t, requests.averageResponseTime)}
      </StatTile>
      <StatTile
        title={t('cards.databasePerformance')}
        icon={Database}
        iconClassName="bg-success/12 text-success"
        valueClassName={levelClass(database.averageQueryTime, PERFORMANCE_THRESHOLDS.queryTimeMs)}
        footer={t('cards.queriesInTotal', { count: database.totalQueries })}
      >
        {formatMs(t, database.averageQueryTime)}
      </StatTile>
      <StatTile
        title={t('health.memoryUsage')}
        icon={HardDrive}
        iconClassName="bg-warning/15 text-warning"
        valueClassName={levelClass(system.memoryUsage, PERFORMANCE_THRESHOLDS.memoryUsage)}
        footer={t('memory.heapOfLimit', {
          used: formatMegabytes(system.heapUsed),
          limit: formatMegabytes(system.heapLimit),
        })}
      >
        {formatFraction(t, system.memoryUsage)}
      </StatTile>
      <CacheHitRate cache={summary.cache} />
    </div>
  );
}
