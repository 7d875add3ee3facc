import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function getWorkOrder(id: string): Promise<WorkOrder> {
  return apiRequest<WorkOrder>(`/api/work-orders/${encodeURIComponent(id)}`);
}

export function useWorkOrder(id: string | undefined) {
  return useQuery({
    queryKey: workOrderKeys.detail(id ?? ''),
    queryFn: () => getWorkOrder(id ?? ''),
    enabled: Boolean(id),
  });
}
