import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { formatNumber } from '@web/lib/formatting';
import { FigureList } from '../shared/figure-list';
import { formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import { QueryTypeBreakdown } from './query-type-breakdown';
import { SlowQueriesList } from './slow-queries-list';

export function DatabaseTab({ summary }: { summary: PerformanceSummary }) {
  const { database } = summary;
  return (
    <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
      <QueryTypeBreakdown summary={summary} className="lg:col-span-2" />
      <SectionCard title="Queries and Pool">
        <FigureList
          rows={[
            {
              label: 'Average query time',
              value: formatMs(database.averageQueryTime),
              valueClassName: levelClass(database.averageQueryTime, PERFORMANCE_THRESHOLDS.queryTimeMs),
            },
            { label: 'Total queries', value: formatNumber(database.totalQueries) },
            { label: 'Pool connections', value: formatNumber(database.pool.total) },
            { label: 'Idle connections', value: formatNumber(database.pool.idle) },
            { label: 'Waiting for a connection', value: formatNumber(database.pool.waiting) },
          ]}
        />
      </SectionCard>
      <div className="min-w-0 lg:col-span-3">
        <SlowQueriesList />
      </div>
    </div>
  );
}
