import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@shared/monitoring/thresholds';
import type { MonitoringRange, SystemMetrics } from '@shared/schemas/monitoring';
import { apiRequest } from '@web/lib/api-client';
import { monitoringKeys, pollEvery } from './monitoring-keys';

export function getSystemMetrics(range: MonitoringRange): Promise<SystemMetrics> {
  return apiRequest<SystemMetrics>(`/api/monitoring/system?range=${range}`);
}

/** The recorded samples over the range, oldest first (operations spec §7: every 30 s). */
export function useSystemMetrics(range: MonitoringRange, isPolling = true) {
  return useQuery({
    queryKey: monitoringKeys.system(range),
    queryFn: () => getSystemMetrics(range),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(POLL_MS.monitoringSystem, isPolling),
  });
}
