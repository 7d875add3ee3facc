import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { StepFailures } from '@shared/schemas/step-failures';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getStepFailures(days: AnalyticsPeriod): Promise<StepFailures> {
  return apiRequest<StepFailures>(`/api/analytics/step-failures?days=${days}`);
}

/** Failed and flagged procedure steps of the period, and the follow-ups they raised (issue 25 §7). */
export function useStepFailures(days: AnalyticsPeriod) {
  return useQuery({
    // Under the analytics prefix: an answer is a work-order change, which marks it stale.
    queryKey: [...analyticsKeys.all(), 'step-failures', days] as const,
    queryFn: () => getStepFailures(days),
    placeholderData: keepPreviousData,
  });
}
