import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part, UpdatePart } from '@shared/schemas/parts';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { partDetailKey } from './get-part';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { movementsKey } from './list-movements';
import { vendorsKey } from '@web/components/vendors/vendor-options';

/** If-Match carries the version the person saw: a change made meanwhile answers 409, not a silent overwrite. */
export function updatePart({ part, changes }: { part: Part; changes: UpdatePart }): Promise<Part> {
  return apiRequest<Part>(`/api/parts/${part.id}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(part.version) },
  });
}

export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePart,
    onSuccess: async (saved, { part, changes }) => {
      queryClient.setQueryData(partDetailKey(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partListsKey }),
        queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
        // A new stock level is written to the ledger as a count.
        saved.stockLevel !== part.stockLevel
          ? queryClient.invalidateQueries({ queryKey: movementsKey(saved.id) })
          : null,
        'vendorId' in changes ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
    onError: async (error, { part }) => {
      // Someone changed the part meanwhile: show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: partDetailKey(part.id) });
      }
    },
  });
}
