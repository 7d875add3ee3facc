import { useQuery } from '@tanstack/react-query';
import { EQUIPMENT_RECENT_WORK_ORDERS } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function listRecentWorkOrders(equipmentId: string): Promise<WorkOrder[]> {
  const params = new URLSearchParams({ equipmentId, limit: String(EQUIPMENT_RECENT_WORK_ORDERS) });
  return apiRequest<WorkOrder[]>(`/api/work-orders?${params.toString()}`);
}

/** Keyed with the work-order lists, so creating or changing an order refreshes this one too. */
export function useRecentWorkOrders(equipmentId: string) {
  return useQuery({
    queryKey: workOrderKeys.list({ equipmentId, limit: String(EQUIPMENT_RECENT_WORK_ORDERS) }),
    queryFn: () => listRecentWorkOrders(equipmentId),
  });
}
