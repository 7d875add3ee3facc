import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderProcedure } from '@shared/schemas/procedures';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

/**
 * Gives an order not yet started a procedure, another one, or none (issue 25 §2). Planning, like
 * the library: straight to the server with the order's version, never queued (ADR 31).
 */
export function useAttachProcedure(order: Pick<WorkOrder, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (procedureId: string | null) =>
      apiRequest<WorkOrderProcedure>(`/api/work-orders/${encodeURIComponent(order.id)}/procedure`, {
        method: 'PUT',
        body: { procedureId },
        headers: { 'If-Match': String(order.version) },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(order.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(order.id, 'checklist') }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(order.id, 'history') }),
      ]),
  });
}
