import { Database, DatabaseZap, Gauge, HardDrive } from 'lucide-react';
import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { StatTile } from '@web/components/stat-tile';
import { formatCount } from '@web/lib/formatting';
import { formatFraction, formatMegabytes, formatMs, levelClass } from '../shared/figures';

export const PERFORMANCE_CARD_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4 lg:gap-4';

function CacheHitRate({ cache }: { cache: PerformanceSummary['cache'] }) {
  const footer = !cache.configured
    ? 'No cache configured'
    : cache.hitRate === null
      ? 'No cache lookups yet'
      : `${formatCount(cache.totalHits, 'hit')}, ${formatCount(cache.totalMisses, 'miss', 'misses')}`;
  const hasRate = cache.configured && cache.hitRate !== null;
  return (
    <StatTile
      title="Cache Hit Rate"
      icon={DatabaseZap}
      iconClassName="bg-primary/10 text-primary"
      valueClassName={hasRate ? undefined : 'text-muted-foreground'}
      footer={footer}
    >
      {hasRate ? formatFraction(cache.hitRate) : '—'}
    </StatTile>
  );
}

/** The four cards of operations spec §2's Performance Dashboard, coloured by §9's thresholds. */
export function PerformanceCards({ summary }: { summary: PerformanceSummary }) {
  const { requests, database, system } = summary;
  return (
    <div className={PERFORMANCE_CARD_GRID}>
      <StatTile
        title="Avg Response Time"
        icon={Gauge}
        iconClassName="bg-info/12 text-info"
        valueClassName={levelClass(requests.averageResponseTime, PERFORMANCE_THRESHOLDS.responseTimeMs)}
        footer={`P95: ${formatMs(requests.p95ResponseTime)}`}
      >
        {formatMs(requests.averageResponseTime)}
      </StatTile>
      <StatTile
        title="Database Performance"
        icon={Database}
        iconClassName="bg-success/12 text-success"
        valueClassName={levelClass(database.averageQueryTime, PERFORMANCE_THRESHOLDS.queryTimeMs)}
        footer={`${formatCount(database.totalQueries, 'query', 'queries')} in total`}
      >
        {formatMs(database.averageQueryTime)}
      </StatTile>
      <StatTile
        title="Memory Usage"
        icon={HardDrive}
        iconClassName="bg-warning/15 text-[color-mix(in_oklch,var(--warning),black_30%)] dark:text-warning"
        valueClassName={levelClass(system.memoryUsage, PERFORMANCE_THRESHOLDS.memoryUsage)}
        footer={`Heap ${formatMegabytes(system.heapUsed)} of a ${formatMegabytes(system.heapLimit)} limit`}
      >
        {formatFraction(system.memoryUsage)}
      </StatTile>
      <CacheHitRate cache={summary.cache} />
    </div>
  );
}
