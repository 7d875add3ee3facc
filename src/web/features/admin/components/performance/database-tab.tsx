import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { FigureList } from '../shared/figure-list';
import { formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import { QueryTypeBreakdown } from './query-type-breakdown';
import { SlowQueriesList } from './slow-queries-list';

export function DatabaseTab({ summary }: { summary: PerformanceSummary }) {
  const t = useT(adminMessages);
  const { database } = summary;
  return (
    <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
      <QueryTypeBreakdown summary={summary} className="lg:col-span-2" />
      <SectionCard title={t('database.queriesAndPool')}>
        <FigureList
          rows={[
            {
              label: t('database.averageQueryTime'),
              value: formatMs(t, database.averageQueryTime),
              valueClassName: levelClass(database.averageQueryTime, PERFORMANCE_THRESHOLDS.queryTimeMs),
            },
            { label: t('database.totalQueries'), value: formatNumber(database.totalQueries) },
            { label: t('database.poolConnections'), value: formatNumber(database.pool.total) },
            { label: t('database.idleConnections'), value: formatNumber(database.pool.idle) },
            { label: t('database.waiting'), value: formatNumber(database.pool.waiting) },
          ]}
        />
      </SectionCard>
      <div className="min-w-0 lg:col-span-3">
        <SlowQueriesList />
      </div>
    </div>
  );
}
