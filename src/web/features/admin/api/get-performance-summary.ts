import { useQuery } from '@tanstack/react-query';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { POLL_MS } from '@shared/monitoring/thresholds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export function getPerformanceSummary(): Promise<PerformanceSummary> {
  return apiRequest<PerformanceSummary>('/api/admin/performance/summary');
}

export function performanceSummaryQuery() {
  return {
    queryKey: adminKeys.performanceSummary(),
    queryFn: getPerformanceSummary,
    refetchInterval: POLL_MS.performanceSummary,
  } as const;
}

export function usePerformanceSummary() {
  return useQuery(performanceSummaryQuery());
}
