import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type { CreateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { refreshAfterDowntimeChange } from '@web/components/downtime';
import { getNextFoNumber } from './get-next-fo-number';
import { pendingWorkOrder, type Names } from './pending-records';
import { wordChange } from '@web/components/offline/change-wording';

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

export interface CreateWorkOrderRequest {
  input: CreateWorkOrder;
  /** The FO number is the one the form suggested and the person kept. */
  isSuggestedFoNumber?: boolean;
  /** Who and what the ids name, for the order shown until the server has it. */
  names?: Names;
  user?: SessionUser | null;
}

/**
 * POST /api/work-orders through the change queue: offline, the order is kept on the device
 * under a temp- id and sent later. `isSuggestedFoNumber`: two people who open the form at
 * once are suggested the same number; the second to save (online) then takes the next free
 * one, as they would by hand. A number the person typed is theirs to change.
 */
export async function createWorkOrder({
  input,
  isSuggestedFoNumber = false,
  names,
  user = null,
}: CreateWorkOrderRequest): Promise<WorkOrder> {
  let body = input;
  for (let attempt = 1; ; attempt += 1) {
    const id = newTempId();
    try {
      return await sendChange<WorkOrder>({
        type: 'create',
        table: 'work-orders',
        data: jsonBody(body),
        recordId: id,
        ...wordChange('change.workOrder.create', { foNumber: body.foNumber }),
        optimistic: pendingWorkOrder(id, body, user, names),
      });
    } catch (error) {
      if (!isSuggestedFoNumber || attempt === SUGGESTED_NUMBER_ATTEMPTS || !isFoNumberTaken(error))
        throw error;
      body = { ...body, foNumber: await getNextFoNumber() };
    }
  }
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (request: CreateWorkOrderRequest) => createWorkOrder({ user, ...request }),
    onSuccess: async (created, request) => {
      // Queued: the lists show it from the queue (useWithPending) until the server has it.
      if (wasQueued(created)) return;
      await Promise.all([
        // "Equipment down" opened its downtime and took the equipment into maintenance.
        request.input.equipmentDown ? refreshAfterDowntimeChange(queryClient) : null,
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        // The vendor's card counts its open work orders.
        created.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
