import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, PurchasingAnalytics } from '@shared/schemas/analytics';
import { apiRequest } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';

export function getPurchasingAnalytics(days: AnalyticsPeriod): Promise<PurchasingAnalytics> {
  return apiRequest<PurchasingAnalytics>(`/api/analytics/purchasing?days=${days}`);
}

/** Spend by vendor and month, open commitments and vendor lead times (issue 27 §8). */
export function usePurchasingAnalytics(days: AnalyticsPeriod) {
  return useQuery({
    // Under the analytics prefix, beside the inventory figures it is shown with.
    queryKey: [...analyticsKeys.all(), 'purchasing', days] as const,
    queryFn: () => getPurchasingAnalytics(days),
    placeholderData: keepPreviousData,
  });
}
