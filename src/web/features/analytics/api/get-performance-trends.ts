import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { AnalyticsPeriod, PerformanceTrendPoint } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** A point per day (up to 90 days) or per week: at most 91, well inside one page. */
export function getPerformanceTrends(days: AnalyticsPeriod): Promise<PerformanceTrendPoint[]> {
  return apiRequest<PerformanceTrendPoint[]>(
    `/api/analytics/performance-trends?days=${days}&limit=${MAX_PAGE_SIZE}`,
  );
}

export function usePerformanceTrends(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: analyticsKeys.performanceTrends(days),
    queryFn: () => getPerformanceTrends(days),
    placeholderData: keepPreviousData,
  });
}
