import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@shared/monitoring/thresholds';
import type { PerformanceHealth } from '@shared/schemas/monitoring';
import { apiRequest } from '@web/lib/api-client';
import { monitoringKeys, pollEvery } from './monitoring-keys';

export function getPerformanceHealth(): Promise<PerformanceHealth> {
  return apiRequest<PerformanceHealth>('/api/monitoring/health');
}

/** Overall, infrastructure, application and business scores with their trends (every 30 s). */
export function usePerformanceHealth(isPolling = true) {
  return useQuery({
    queryKey: monitoringKeys.health(),
    queryFn: getPerformanceHealth,
    refetchInterval: pollEvery(POLL_MS.monitoringHealth, isPolling),
  });
}
