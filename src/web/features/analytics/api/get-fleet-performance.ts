import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, FleetPerformance } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getFleetPerformance(days: AnalyticsPeriod): Promise<FleetPerformance> {
  return apiRequest<FleetPerformance>(`/api/analytics/equipment-performance/summary?days=${days}`);
}

/** The four cards and the fleet's figures (operations spec §2). */
export function useFleetPerformance(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: analyticsKeys.summary(days),
    queryFn: () => getFleetPerformance(days),
    // A new period keeps the figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
