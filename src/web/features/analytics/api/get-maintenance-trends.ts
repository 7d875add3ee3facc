import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, MaintenanceTrends } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getMaintenanceTrends(days: AnalyticsPeriod): Promise<MaintenanceTrends> {
  return apiRequest<MaintenanceTrends>(`/api/analytics/maintenance-trends?days=${days}`);
}

/** PM compliance, failure patterns, planned vs unplanned, and the KPIs against their targets. */
export function useMaintenanceTrends(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: analyticsKeys.maintenanceTrends(days),
    queryFn: () => getMaintenanceTrends(days),
    placeholderData: keepPreviousData,
  });
}
