import type { MonitoringRange } from '@shared/schemas/monitoring';

/** Query keys of the monitoring answers; resolving an alert marks everything under `all` stale. */
export const monitoringKeys = {
  all: () => ['monitoring'] as const,
  system: (range: MonitoringRange) => [...monitoringKeys.all(), 'system', range] as const,
  kpi: (range: MonitoringRange) => [...monitoringKeys.all(), 'kpi', range] as const,
  health: () => [...monitoringKeys.all(), 'health'] as const,
  alerts: (params: AlertListParams) => [...monitoringKeys.all(), 'alerts', params] as const,
  metrics: () => [...monitoringKeys.all(), 'metrics'] as const,
};

export interface AlertListParams {
  limit: number;
  /** false: the open alerts only; undefined: every alert, newest first. */
  resolved?: boolean;
}

/** A poll interval while polling is on, none (manual refresh) while it is off. */
export const pollEvery = (intervalMs: number, isPolling: boolean) => (isPolling ? intervalMs : false);
