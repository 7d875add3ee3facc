import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, InventoryAnalytics } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getInventoryAnalytics(days: AnalyticsPeriod): Promise<InventoryAnalytics> {
  return apiRequest<InventoryAnalytics>(`/api/analytics/inventory?days=${days}`);
}

/** Stock value, turnover, usage, stock-outs and dead stock. */
export function useInventoryAnalytics(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: analyticsKeys.inventory(days),
    queryFn: () => getInventoryAnalytics(days),
    placeholderData: keepPreviousData,
  });
}
