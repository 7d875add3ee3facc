import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export function listDashboardWorkOrders(params: Readonly<Record<string, string>>): Promise<WorkOrder[]> {
  return apiRequest<WorkOrder[]>(`/api/work-orders?${new URLSearchParams(params).toString()}`);
}

/**
 * A short list of work orders (recent, upcoming). Keyed with the other work-order lists, so
 * creating or changing an order anywhere refreshes it.
 */
export function useDashboardWorkOrders(params: Readonly<Record<string, string>>) {
  return useQuery({
    queryKey: workOrderKeys.list(params),
    queryFn: () => listDashboardWorkOrders(params),
    placeholderData: keepPreviousData,
  });
}
