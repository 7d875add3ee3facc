import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';

export function getWorkOrder(id: string): Promise<WorkOrder> {
  return apiRequest<WorkOrder>(`/api/work-orders/${encodeURIComponent(id)}`);
}

export function useWorkOrder(id: string | undefined) {
  return useQuery({
    queryKey: workOrderKeys.detail(id ?? ''),
    queryFn: () => getWorkOrder(id ?? ''),
    // An order made offline is not on the server yet (usePendingRecord has it).
    enabled: Boolean(id) && !isTempId(id),
  });
}
