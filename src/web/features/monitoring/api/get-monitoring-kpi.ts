import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@shared/monitoring/thresholds';
import type { MonitoringKpi, MonitoringRange } from '@shared/schemas/monitoring';
import { apiRequest } from '@web/lib/api-client';
import { monitoringKeys, pollEvery } from './monitoring-keys';

export function getMonitoringKpi(range: MonitoringRange): Promise<MonitoringKpi> {
  return apiRequest<MonitoringKpi>(`/api/monitoring/kpi?range=${range}`);
}

/** The eight KPIs of the range against their targets (every 60 s). */
export function useMonitoringKpi(range: MonitoringRange, isPolling = true) {
  return useQuery({
    queryKey: monitoringKeys.kpi(range),
    queryFn: () => getMonitoringKpi(range),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(POLL_MS.monitoringKpi, isPolling),
  });
}
