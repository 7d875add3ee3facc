import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** The Refresh button's action: asks again for every performance figure, and whether it is asking. */
export function useRefreshPerformance() {
  const queryClient = useQueryClient();
  const isRefreshing = useIsFetching({ queryKey: adminKeys.performance() }) > 0;
  const refresh = () => queryClient.refetchQueries({ queryKey: adminKeys.performance(), type: 'active' });
  return { refresh, isRefreshing };
}
