import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveRequest, MergeRequest, RejectRequest, WorkRequest } from '@shared/schemas/requests';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { requestKeys } from '@web/components/requests/query-keys';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import type { ChangeTable } from '@web/lib/offline/change-action';
import { useT } from '@web/lib/i18n/use-t';
import { requestsMessages } from '../messages';

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
  label: string,
): Promise<TriageOutcome<T>> {
  const answer = await sendChange<T>({ type: 'update', table, recordId: request.id, data, label });
  return wasQueued(answer) ? { saved: null } : { saved: answer };
}

/** The approval as sent: the due date as the ISO text JSON carries, not the Date the schema reads. */
export type ApproveInput = Omit<ApproveRequest, 'dueDate'> & { dueDate?: string };

/** `label`: what the person would call the decision while it waits on this device. */
export function approveRequest(request: WorkRequest, input: ApproveInput, label: string) {
  return decide<WorkOrder>('requests-approve', request, { ...input }, label);
}

export function rejectRequest(request: WorkRequest, input: RejectRequest, label: string) {
  return decide<WorkRequest>('requests-reject', request, { ...input }, label);
}

export function mergeRequest(request: WorkRequest, input: MergeRequest, label: string) {
  return decide<WorkRequest>('requests-merge', request, { ...input }, label);
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
  const t = useT(requestsMessages);
  const refresh = useRefreshAfterTriage();
  return useMutation({
    mutationFn: ({ request, input }: { request: WorkRequest; input: ApproveInput }) =>
      approveRequest(request, input, t('queue.approve', { number: request.number })),
    onSettled: refresh,
  });
}

export function useRejectRequest() {
  const t = useT(requestsMessages);
  const refresh = useRefreshAfterTriage();
  return useMutation({
    mutationFn: ({ request, input }: { request: WorkRequest; input: RejectRequest }) =>
      rejectRequest(request, input, t('queue.reject', { number: request.number })),
    onSettled: refresh,
  });
}

export function useMergeRequest() {
  const t = useT(requestsMessages);
  const refresh = useRefreshAfterTriage();
  return useMutation({
    mutationFn: ({ request, input }: { request: WorkRequest; input: MergeRequest }) =>
      mergeRequest(request, input, t('queue.merge', { number: request.number })),
    onSettled: refresh,
  });
}
