import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { dashboardStatsKey } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export type DashboardPeriod = 7 | 30 | 90;

export function getDashboardStats(days: DashboardPeriod): Promise<DashboardStats> {
  return apiRequest<DashboardStats>(`/api/dashboard/stats?days=${days}`);
}

export function useDashboardStats(days: DashboardPeriod) {
  return useQuery({ queryKey: [...dashboardStatsKey, days], queryFn: () => getDashboardStats(days) });
}
