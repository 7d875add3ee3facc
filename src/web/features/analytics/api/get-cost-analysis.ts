import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, CostAnalysis } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { scopedQuery, useAnalyticsLocation } from './analytics-location';

export function getCostAnalysis(days: AnalyticsPeriod, locationId: string | null): Promise<CostAnalysis> {
  const query = new URLSearchParams(scopedQuery({ days: String(days) }, locationId));
  return apiRequest<CostAnalysis>(`/api/analytics/costs?${query.toString()}`);
}

/** Cost by equipment, labour vs parts, and month by month against the budget (of the chosen location). */
export function useCostAnalysis(days: AnalyticsPeriod) {
  const { locationId } = useAnalyticsLocation();
  return useQuery({
    queryKey: analyticsKeys.costs(days, locationId),
    queryFn: () => getCostAnalysis(days, locationId),
    placeholderData: keepPreviousData,
  });
}
