import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDowntimeReason, DowntimeReason, UpdateDowntimeReason } from '@shared/schemas/downtime';
import { byPosition, downtimeKeys, downtimeReasonsKey } from '@web/components/downtime';
import { apiRequest } from '@web/lib/api-client';

/**
 * The organization's downtime reasons, changed by managers. Admin operations: straight to the
 * server (not the offline queue), with If-Match on changes.
 */

export function createDowntimeReason(input: CreateDowntimeReason): Promise<DowntimeReason> {
  return apiRequest<DowntimeReason>('/api/downtime-reasons', { method: 'POST', body: input });
}

export function updateDowntimeReason(
  reason: DowntimeReason,
  changes: UpdateDowntimeReason,
): Promise<DowntimeReason> {
  return apiRequest<DowntimeReason>(`/api/downtime-reasons/${encodeURIComponent(reason.id)}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(reason.version) },
  });
}

/** The list in its new order, one step up (-1) or down (+1); positions renumbered 1, 2, 3… */
export function movedPositions(
  reasons: readonly DowntimeReason[],
  id: string,
  step: -1 | 1,
): { reason: DowntimeReason; position: number }[] {
  const ordered = byPosition(reasons);
  const from = ordered.findIndex((reason) => reason.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  [ordered[from], ordered[to]] = [ordered[to] as DowntimeReason, ordered[from] as DowntimeReason];
  return ordered
    .map((reason, index) => ({ reason, position: index + 1 }))
    .filter(({ reason, position }) => reason.position !== position);
}

function useRefreshReasons() {
  const queryClient = useQueryClient();
  // Records show their reason's label, so a rename reaches them too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: downtimeReasonsKey }),
      queryClient.invalidateQueries({ queryKey: downtimeKeys.all }),
    ]);
}

export function useCreateDowntimeReason() {
  const refresh = useRefreshReasons();
  return useMutation({ mutationFn: createDowntimeReason, onSuccess: refresh });
}

export function useUpdateDowntimeReason() {
  const refresh = useRefreshReasons();
  return useMutation({
    mutationFn: ({ reason, changes }: { reason: DowntimeReason; changes: UpdateDowntimeReason }) =>
      updateDowntimeReason(reason, changes),
    onSettled: refresh,
  });
}

/** Moves one reason up or down: each reason whose place changes is saved with its own If-Match. */
export function useMoveDowntimeReason() {
  const refresh = useRefreshReasons();
  return useMutation({
    mutationFn: async ({
      reasons,
      id,
      step,
    }: {
      reasons: readonly DowntimeReason[];
      id: string;
      step: -1 | 1;
    }) => {
      for (const { reason, position } of movedPositions(reasons, id, step)) {
        await updateDowntimeReason(reason, { position });
      }
    },
    onSettled: refresh,
  });
}
