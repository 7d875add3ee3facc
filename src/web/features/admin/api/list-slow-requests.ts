import { useQuery } from '@tanstack/react-query';
import type { SlowRequests } from '@shared/schemas/performance';
import { POLL_MS } from '@shared/monitoring/thresholds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export function listSlowRequests(): Promise<SlowRequests> {
  return apiRequest<SlowRequests>('/api/admin/performance/slow-requests');
}

export function slowRequestsQuery() {
  return {
    queryKey: adminKeys.slowRequests(),
    queryFn: listSlowRequests,
    refetchInterval: POLL_MS.slowRequests,
  } as const;
}

export function useSlowRequests() {
  return useQuery(slowRequestsQuery());
}
