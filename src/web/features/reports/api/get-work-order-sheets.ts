import { useQuery } from '@tanstack/react-query';
import type { WorkOrderSheets } from '@shared/schemas/reports';
import { apiRequest } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

export function getWorkOrderSheets(ids: readonly string[]): Promise<WorkOrderSheets> {
  return apiRequest<WorkOrderSheets>(
    `/api/reports/work-order-sheets?ids=${ids.map(encodeURIComponent).join(',')}`,
  );
}

export function useWorkOrderSheets(ids: readonly string[]) {
  return useQuery({
    queryKey: reportKeys.sheets(ids),
    queryFn: () => getWorkOrderSheets(ids),
    enabled: ids.length > 0,
  });
}
