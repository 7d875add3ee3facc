import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, FleetPerformance } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { scopedQuery, useAnalyticsScope, type AnalyticsSubtree } from './analytics-scope';

export function getFleetPerformance(
  days: AnalyticsPeriod,
  scope: AnalyticsSubtree,
): Promise<FleetPerformance> {
  const query = new URLSearchParams(scopedQuery({ days: String(days) }, scope));
  return apiRequest<FleetPerformance>(`/api/analytics/equipment-performance/summary?${query.toString()}`);
}

/** The four cards and the figures of the fleet, or of the chosen subtree (operations spec §2). */
export function useFleetPerformance(days: AnalyticsPeriod) {
  const { scope } = useAnalyticsScope();
  return useQuery({
    queryKey: analyticsKeys.summary(days, scope),
    queryFn: () => getFleetPerformance(days, scope),
    // A new period keeps the figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
