import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, EquipmentPerformance } from '@shared/schemas/analytics';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { scopedQuery, useAnalyticsScope, type AnalyticsSubtree } from './analytics-scope';

export interface EquipmentPerformanceList {
  items: EquipmentPerformance[];
  /** X-Total-Count: how many equipment the whole list holds. */
  total: number;
}

export interface EquipmentPerformanceParams {
  days: AnalyticsPeriod;
  limit: number;
  /** Only the predictive insights' candidates (health under 80 or availability declining). */
  insights?: boolean;
}

function toQuery({ days, limit, insights }: EquipmentPerformanceParams): Record<string, string> {
  const query: Record<string, string> = { days: String(days), limit: String(limit) };
  if (insights) query.insights = 'true';
  return query;
}

export async function listEquipmentPerformance(
  params: EquipmentPerformanceParams,
  scope: AnalyticsSubtree = { locationId: null, parentId: null },
): Promise<EquipmentPerformanceList> {
  const query = new URLSearchParams(scopedQuery(toQuery(params), scope));
  const { data, headers } = await apiRequestWithHeaders<EquipmentPerformance[]>(
    `/api/analytics/equipment-performance?${query.toString()}`,
  );
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length };
}

/** Equipment analytics records (of the chosen subtree), most critical first (criticality, then lowest health). */
export function useEquipmentPerformance(params: EquipmentPerformanceParams) {
  const { scope } = useAnalyticsScope();
  return useQuery({
    queryKey: analyticsKeys.equipment(scopedQuery(toQuery(params), scope)),
    queryFn: () => listEquipmentPerformance(params, scope),
    placeholderData: keepPreviousData,
  });
}
