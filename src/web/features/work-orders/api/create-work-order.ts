import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { getNextFoNumber } from './get-next-fo-number';

/** Tries with a fresh suggested number before the person is asked to pick one. */
const SUGGESTED_NUMBER_ATTEMPTS = 3;

/** The server refused the FO number because another order of the warehouse has it. */
function isFoNumberTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body?.details ?? []).some((detail) => detail.path === 'foNumber')
  );
}

/**
 * POST /api/work-orders. `isSuggestedFoNumber`: the FO number is the one the form suggested and
 * the person kept. Two people who open the form at once are suggested the same number; the
 * second to save then takes the next free one, as they would by hand. A number the person
 * typed is theirs to change.
 */
export async function createWorkOrder(
  input: CreateWorkOrder,
  isSuggestedFoNumber = false,
): Promise<WorkOrder> {
  let body = input;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest<WorkOrder>('/api/work-orders', { method: 'POST', body });
    } catch (error) {
      if (!isSuggestedFoNumber || attempt === SUGGESTED_NUMBER_ATTEMPTS || !isFoNumberTaken(error))
        throw error;
      body = { ...body, foNumber: await getNextFoNumber() };
    }
  }
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isSuggestedFoNumber }: { input: CreateWorkOrder; isSuggestedFoNumber: boolean }) =>
      createWorkOrder(input, isSuggestedFoNumber),
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        // The vendor's card counts its open work orders.
        created.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
