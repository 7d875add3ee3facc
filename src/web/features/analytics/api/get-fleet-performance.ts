import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, FleetPerformance } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { scopedQuery, useAnalyticsLocation } from './analytics-location';

export function getFleetPerformance(
  days: AnalyticsPeriod,
  locationId: string | null,
): Promise<FleetPerformance> {
  const query = new URLSearchParams(scopedQuery({ days: String(days) }, locationId));
  return apiRequest<FleetPerformance>(`/api/analytics/equipment-performance/summary?${query.toString()}`);
}

/** The four cards and the figures of the fleet, or of the chosen location's subtree (operations spec §2). */
export function useFleetPerformance(days: AnalyticsPeriod) {
  const { locationId } = useAnalyticsLocation();
  return useQuery({
    queryKey: analyticsKeys.summary(days, locationId),
    queryFn: () => getFleetPerformance(days, locationId),
    // A new period keeps the figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
