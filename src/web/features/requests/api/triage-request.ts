import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveRequest, MergeRequest, RejectRequest, WorkRequest } from '@shared/schemas/requests';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { requestKeys } from '@web/components/requests/query-keys';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import type { ChangeTable } from '@web/lib/offline/change-action';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/**
 * A decision's outcome: the server's answer, or null when the decision is waiting on this device
 * (offline) and will be sent, with its Idempotency-Key, when the connection returns.
 */
export type TriageOutcome<T> = { saved: T } | { saved: null };

/**
 * Triage goes through the change queue like every other change (ADR 31): a supervisor on the
 * shop floor without signal can still decide, and a retry after a lost answer is replayed, not
 * redone. No If-Match: the server refuses a request already triaged (409) whatever its version.
 */
async function decide<T>(
  table: ChangeTable,
  request: WorkRequest,
  data: Record<string, unknown>,
  name: ChangeName,
): Promise<TriageOutcome<T>> {
  const answer = await sendChange<T>({ type: 'update', table, recordId: request.id, data, ...name });
  return wasQueued(answer) ? { saved: null } : { saved: answer };
}

/** The approval as sent: the due date as the ISO text JSON carries, not the Date the schema reads. */
export type ApproveInput = Omit<ApproveRequest, 'dueDate'> & { dueDate?: string };

const number = (request: WorkRequest) => ({ number: request.number });

export function approveRequest(request: WorkRequest, input: ApproveInput) {
  return decide<WorkOrder>(
    'requests-approve',
    request,
    { ...input },
    wordChange('change.request.approve', number(request)),
  );
}

export function rejectRequest(request: WorkRequest, input: RejectRequest) {
  return decide<WorkRequest>(
    'requests-reject',
    request,
    { ...input },
    wordChange('change.request.reject', number(request)),
  );
}

export function mergeRequest(request: WorkRequest, input: MergeRequest) {
  return decide<WorkRequest>(
    'requests-merge',
    request,
    { ...input },
    wordChange('change.request.merge', number(request)),
  );
}

/** After any decision: the queue, the count, and the orders a request became or joined. */
function useRefreshAfterTriage() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all }),
      queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
    ]);
}

export function useApproveRequest() {
  const refresh = useRefreshAfterTriage();
  return useMutation({
    mutationFn: ({ request, input }: { request: WorkRequest; input: ApproveInput }) =>
      approveRequest(request, input),
    onSettled: refresh,
  });
}

export function useRejectRequest() {
  const refresh = useRefreshAfterTriage();
  return useMutation({
    mutationFn: ({ request, input }: { request: WorkRequest; input: RejectRequest }) =>
      rejectRequest(request, input),
    onSettled: refresh,
  });
}

export function useMergeRequest() {
  const refresh = useRefreshAfterTriage();
  return useMutation({
    mutationFn: ({ request, input }: { request: WorkRequest; input: MergeRequest }) =>
      mergeRequest(request, input),
    onSettled: refresh,
  });
}
