import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, CostAnalysis } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { scopedQuery, useAnalyticsScope, type AnalyticsSubtree } from './analytics-scope';

export function getCostAnalysis(days: AnalyticsPeriod, scope: AnalyticsSubtree): Promise<CostAnalysis> {
  const query = new URLSearchParams(scopedQuery({ days: String(days) }, scope));
  return apiRequest<CostAnalysis>(`/api/analytics/costs?${query.toString()}`);
}

/** Cost by equipment, labour vs parts, and month by month against the budget (of the chosen subtree). */
export function useCostAnalysis(days: AnalyticsPeriod) {
  const { scope } = useAnalyticsScope();
  return useQuery({
    queryKey: analyticsKeys.costs(days, scope),
    queryFn: () => getCostAnalysis(days, scope),
    placeholderData: keepPreviousData,
  });
}
