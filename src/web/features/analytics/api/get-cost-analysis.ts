import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, CostAnalysis } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getCostAnalysis(days: AnalyticsPeriod): Promise<CostAnalysis> {
  return apiRequest<CostAnalysis>(`/api/analytics/costs?days=${days}`);
}

/** Cost by equipment, labour vs parts, and month by month against the budget. */
export function useCostAnalysis(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: analyticsKeys.costs(days),
    queryFn: () => getCostAnalysis(days),
    placeholderData: keepPreviousData,
  });
}
