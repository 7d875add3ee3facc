import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@shared/monitoring/thresholds';
import type { Alert } from '@shared/schemas/monitoring';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { monitoringKeys, pollEvery, type AlertListParams } from './monitoring-keys';

export interface AlertList {
  items: Alert[];
  /** X-Total-Count: how many alerts match, beyond the page shown. */
  total: number;
}

export async function listAlerts({ limit, resolved }: AlertListParams): Promise<AlertList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (resolved !== undefined) query.set('resolved', String(resolved));
  const { data, headers } = await apiRequestWithHeaders<Alert[]>(`/api/monitoring/alerts?${query}`);
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** The newest alerts, newest first (every 15 s). */
export function useAlerts(params: AlertListParams, isPolling = true) {
  return useQuery({
    queryKey: monitoringKeys.alerts(params),
    queryFn: () => listAlerts(params),
    refetchInterval: pollEvery(POLL_MS.monitoringAlerts, isPolling),
  });
}
