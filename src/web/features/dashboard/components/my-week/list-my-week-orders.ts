import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { OPEN_STATUSES } from '@shared/work-order-rules';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestAll } from '@web/lib/api-client';

/**
 * A technician's open orders, all of them: the list has no filter on the scheduled time, so the
 * week is picked out on the device. Open orders assigned to one person are a short list.
 */
export function listMyOpenOrders(userId: string): Promise<WorkOrder[]> {
  const params = new URLSearchParams({ assignedTo: userId, status: OPEN_STATUSES.join(',') });
  return apiRequestAll<WorkOrder>(`/api/work-orders?${params.toString()}`);
}

/** Keyed with the work-order lists, so a change to any order (a move on the board too) refreshes it. */
export function useMyOpenOrders(userId: string) {
  return useQuery({
    queryKey: [...workOrderKeys.lists(), 'my-week', userId],
    queryFn: () => listMyOpenOrders(userId),
  });
}
