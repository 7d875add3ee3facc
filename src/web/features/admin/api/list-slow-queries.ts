import { useQuery } from '@tanstack/react-query';
import type { SlowQueries } from '@shared/schemas/performance';
import { POLL_MS } from '@shared/monitoring/thresholds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export function listSlowQueries(): Promise<SlowQueries> {
  return apiRequest<SlowQueries>('/api/admin/performance/slow-queries');
}

export function slowQueriesQuery() {
  return {
    queryKey: adminKeys.slowQueries(),
    queryFn: listSlowQueries,
    refetchInterval: POLL_MS.slowQueries,
  } as const;
}

export function useSlowQueries() {
  return useQuery(slowQueriesQuery());
}
