import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type { CreateLaborEntry, LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatHours } from '@web/lib/formatting';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { pendingLaborEntry } from './pending-records';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** With hours: time already worked. Without: starts a timer. */
export function logLabor({
  workOrderId,
  entry,
  user = null,
  name,
}: {
  workOrderId: string;
  entry: CreateLaborEntry;
  user?: SessionUser | null;
  name: ChangeName;
}) {
  const id = newTempId();
  return sendChange<LaborEntry>({
    type: 'create',
    table: 'labor',
    data: jsonBody(entry),
    recordId: id,
    parentId: workOrderId,
    ...name,
    optimistic: pendingLaborEntry(id, workOrderId, entry, user),
  });
}

export function useLogLabor(workOrderId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (entry: CreateLaborEntry) =>
      logLabor({
        workOrderId,
        entry,
        user,
        name:
          entry.hours === undefined
            ? wordChange('change.labor.startTimer')
            : wordChange('change.labor.log', { hours: formatHours(entry.hours) }),
      }),
    onSuccess: (created) => {
      // Queued: the labour list shows it from the queue until the server has it.
      if (wasQueued(created)) return;
      queryClient.setQueryData<LaborEntry[]>(workOrderKeys.part(workOrderId, 'labor'), (entries) => [
        created,
        ...(entries ?? []),
      ]);
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') });
    },
  });
}
