import { useQuery } from '@tanstack/react-query';
import type { WorkOrderSheets } from '@shared/schemas/reports';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { ApiError, apiRequest } from '@web/lib/api-client';
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

export interface OrdersFound {
  found: WorkOrder[];
  /** Ids of orders this plant does not hold (another plant's, or deleted). */
  missing: string[];
}

/**
 * Which of the orders asked for this plant holds. The sheets call refuses the whole batch with
 * one 404, so after one the orders are looked up one by one to name those that are not here.
 */
export async function findOrders(ids: readonly string[]): Promise<OrdersFound> {
  const answers = await Promise.all(
    ids.map((id) =>
      apiRequest<WorkOrder>(`/api/work-orders/${encodeURIComponent(id)}`).then(
        (order) => ({ id, order }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return { id, order: null };
          throw error;
        },
      ),
    ),
  );
  return {
    found: answers.flatMap((answer) => (answer.order ? [answer.order] : [])),
    missing: answers.flatMap((answer) => (answer.order ? [] : [answer.id])),
  };
}

export function useOrdersFound(ids: readonly string[], enabled: boolean) {
  return useQuery({ queryKey: reportKeys.missingOrders(ids), queryFn: () => findOrders(ids), enabled });
}
