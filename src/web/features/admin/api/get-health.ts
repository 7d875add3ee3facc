import { useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@shared/schemas/health';
import { POLL_MS } from '@shared/monitoring/thresholds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

/** Operations spec §7: polled every 30 s, stale after 5 s. */
export const HEALTH_STALE_MS = 5_000;

/** The details for a manager's or admin's token, the public answer otherwise. */
export function getHealth(): Promise<HealthResponse> {
  return apiRequest<HealthResponse>('/api/health');
}

export function healthQuery() {
  return {
    queryKey: adminKeys.health(),
    queryFn: getHealth,
    refetchInterval: POLL_MS.health,
    staleTime: HEALTH_STALE_MS,
  } as const;
}

export function useHealth() {
  return useQuery(healthQuery());
}
