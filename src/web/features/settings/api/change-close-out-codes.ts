import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseOutCode, CreateCloseOutCode, UpdateCloseOutCode } from '@shared/schemas/close-out';
import { codesOfKind } from '@web/components/close-out/list-close-out-codes';
import { closeOutCodesKey } from '@web/components/close-out/query-keys';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

/**
 * The organization's close-out codes, changed by supervisors and up of every plant. Admin
 * operations: straight to the server (not the offline queue), with If-Match on changes.
 */

export function createCloseOutCode(input: CreateCloseOutCode): Promise<CloseOutCode> {
  return apiRequest<CloseOutCode>('/api/close-out-codes', { method: 'POST', body: input });
}

export function updateCloseOutCode(code: CloseOutCode, changes: UpdateCloseOutCode): Promise<CloseOutCode> {
  return apiRequest<CloseOutCode>(`/api/close-out-codes/${encodeURIComponent(code.id)}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(code.version) },
  });
}

/** A kind's codes in their new order, one moved a step up (-1) or down (+1); positions renumbered 1, 2, 3… */
export function movedCodePositions(
  codes: readonly CloseOutCode[],
  id: string,
  step: -1 | 1,
): { code: CloseOutCode; position: number }[] {
  const moving = codes.find((code) => code.id === id);
  if (!moving) return [];
  const ordered = codesOfKind(codes, moving.kind);
  const from = ordered.indexOf(moving);
  const to = from + step;
  if (to < 0 || to >= ordered.length) return [];
  [ordered[from], ordered[to]] = [ordered[to] as CloseOutCode, moving];
  return ordered
    .map((code, index) => ({ code, position: index + 1 }))
    .filter(({ code, position }) => code.position !== position);
}

function useRefreshCodes() {
  const queryClient = useQueryClient();
  // Orders and the failure analytics (under the order lists) show the codes' labels.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: closeOutCodesKey }),
      queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
    ]);
}

export function useCreateCloseOutCode() {
  const refresh = useRefreshCodes();
  return useMutation({ mutationFn: createCloseOutCode, onSuccess: refresh });
}

export function useUpdateCloseOutCode() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: ({ code, changes }: { code: CloseOutCode; changes: UpdateCloseOutCode }) =>
      updateCloseOutCode(code, changes),
    onSettled: refresh,
  });
}

/** Moves one code up or down within its kind: each code whose place changes is saved with its own If-Match. */
export function useMoveCloseOutCode() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: async ({ codes, id, step }: { codes: readonly CloseOutCode[]; id: string; step: -1 | 1 }) => {
      for (const { code, position } of movedCodePositions(codes, id, step)) {
        await updateCloseOutCode(code, { position });
      }
    },
    onSettled: refresh,
  });
}
