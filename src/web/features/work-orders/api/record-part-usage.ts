import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type { Part } from '@shared/schemas/parts';
import type { CreatePartsUsage, PartsUsage } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { useAuth } from '@web/lib/auth/auth-context';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { pendingPartsUsage } from './pending-records';
import { partsKey } from './search-parts';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

export interface RecordPartRequest {
  usage: CreatePartsUsage;
  /** The part chosen: its number, name and cost show until the server has the usage. */
  part: Pick<Part, 'partNumber' | 'name' | 'unitCost'>;
}

export function recordPartUsage({
  workOrderId,
  usage,
  part,
  user = null,
  name,
}: RecordPartRequest & { workOrderId: string; user?: SessionUser | null; name: ChangeName }) {
  const id = newTempId();
  return sendChange<PartsUsage>({
    type: 'create',
    table: 'parts-usage',
    data: jsonBody(usage),
    recordId: id,
    parentId: workOrderId,
    ...name,
    optimistic: pendingPartsUsage(id, workOrderId, usage, part, user),
  });
}

export function useRecordPartUsage(workOrderId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (request: RecordPartRequest) =>
      recordPartUsage({
        workOrderId,
        user,
        ...request,
        name: wordChange('change.partUsage.use', {
          quantity: String(request.usage.quantity),
          name: request.part.name,
        }),
      }),
    onSuccess: async (created) => {
      // Queued: the parts list shows it from the queue until the server has it.
      if (wasQueued(created)) return;
      queryClient.setQueryData<PartsUsage[]>(workOrderKeys.part(workOrderId, 'parts-usage'), (usages) => [
        ...(usages ?? []),
        created,
      ]);
      // Stock went down: the picker and the inventory must not show the old level.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partsKey }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
      ]);
    },
  });
}
