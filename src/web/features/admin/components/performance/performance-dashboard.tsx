import { QueryState } from '@web/components/query-state';
import { StatTileSkeletons } from '@web/components/stat-tile';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { usePerformanceSummary } from '../../api/get-performance-summary';
import { adminMessages } from '../../messages';
import { PERFORMANCE_ERROR } from './list-states';
import { PERFORMANCE_CARD_GRID, PerformanceCards } from './performance-cards';
import { PerformanceTabs } from './performance-tabs';

function PerformanceSkeleton() {
  const t = useT(adminMessages);
  return (
    <div className="grid gap-4 lg:gap-6" aria-label={t('performance.loading')}>
      <StatTileSkeletons label={t('performance.loadingCards')} className={PERFORMANCE_CARD_GRID} />
      <Skeleton className="h-9 w-full max-w-md" />
      <Skeleton className="h-56 w-full rounded-xl" />
    </div>
  );
}

/**
 * The performance summary of this instance: the four cards and the five tabs. One component
 * for both places that show it, /admin/performance and the Performance tab of /admin.
 */
export function PerformanceDashboard() {
  const t = useT(adminMessages);
  const summary = usePerformanceSummary();
  return (
    <QueryState query={summary} errorTitle={t(PERFORMANCE_ERROR)} loading={<PerformanceSkeleton />}>
      {(data) => (
        <div className="grid min-w-0 gap-4 lg:gap-6">
          <PerformanceCards summary={data} />
          <PerformanceTabs summary={data} />
        </div>
      )}
    </QueryState>
  );
}
