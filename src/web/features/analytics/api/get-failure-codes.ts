import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { FailureCodes } from '@shared/schemas/failure-codes';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getFailureCodes(days: AnalyticsPeriod): Promise<FailureCodes> {
  return apiRequest<FailureCodes>(`/api/analytics/failure-codes?days=${days}`);
}

/** The period's failures by close-out code, per equipment and per model (issue 25 §8). */
export function useFailureCodes(days: AnalyticsPeriod) {
  return useQuery({
    // Under the analytics prefix: a completion or a renamed code is a work-order change, which marks it stale.
    queryKey: [...analyticsKeys.all(), 'failure-codes', days] as const,
    queryFn: () => getFailureCodes(days),
    placeholderData: keepPreviousData,
  });
}
