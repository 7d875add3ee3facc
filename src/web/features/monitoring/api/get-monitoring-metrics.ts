import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@shared/monitoring/thresholds';
import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { apiRequest } from '@web/lib/api-client';
import { monitoringKeys, pollEvery } from './monitoring-keys';

export function getMonitoringMetrics(): Promise<MonitoringMetrics> {
  return apiRequest<MonitoringMetrics>('/api/monitoring/metrics');
}

/** This instance's figures, the plant's business figures and the open alerts by type (every 30 s). */
export function useMonitoringMetrics(isPolling = true) {
  return useQuery({
    queryKey: monitoringKeys.metrics(),
    queryFn: getMonitoringMetrics,
    refetchInterval: pollEvery(POLL_MS.monitoringMetrics, isPolling),
  });
}
