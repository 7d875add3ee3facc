import { useQuery } from '@tanstack/react-query';
import type { MonthlySummary } from '@shared/schemas/reports';
import { apiRequest } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/monthly-summary?month=YYYY-MM (a UTC calendar month). */
export function getMonthlySummary(month: string): Promise<MonthlySummary> {
  return apiRequest<MonthlySummary>(`/api/reports/monthly-summary?month=${encodeURIComponent(month)}`);
}

export function useMonthlySummary(month: string) {
  return useQuery({
    queryKey: reportKeys.monthlySummary(month),
    queryFn: () => getMonthlySummary(month),
    enabled: month !== '',
  });
}
