import { useRefreshPerformance } from '../../api/refresh-performance';
import { RefreshButton } from '../shared/refresh-button';

/** The Refresh button of the performance figures: every query on screen asks again. */
export function PerformanceRefresh() {
  const { refresh, isRefreshing } = useRefreshPerformance();
  return <RefreshButton onRefresh={refresh} isRefreshing={isRefreshing} />;
}
