import { useQuery } from '@tanstack/react-query';
import type { Recommendations } from '@shared/schemas/performance';
import { POLL_MS } from '@shared/monitoring/thresholds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export function getRecommendations(): Promise<Recommendations> {
  return apiRequest<Recommendations>('/api/admin/performance/recommendations');
}

export function recommendationsQuery() {
  return {
    queryKey: adminKeys.recommendations(),
    queryFn: getRecommendations,
    refetchInterval: POLL_MS.recommendations,
  } as const;
}

export function useRecommendations() {
  return useQuery(recommendationsQuery());
}
