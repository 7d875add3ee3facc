import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { sendChange } from '@web/lib/offline/browser-queue';
import { partDetailKey } from './get-part';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { movementsKey } from './list-movements';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { wordChange } from '@web/components/offline/change-wording';

/** Through the change queue; offline the part leaves the lists at once (useWithPending). */
export function deletePart(part: Part): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'parts',
    recordId: part.id,
    baseVersion: part.version,
    data: {},
    ...wordChange('change.part.delete', { partNumber: part.partNumber }),
  });
}

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePart,
    onSuccess: async (_result, part) => {
      // The open detail would refetch into a 404: drop its queries instead of refreshing them.
      queryClient.removeQueries({ queryKey: partDetailKey(part.id) });
      queryClient.removeQueries({ queryKey: movementsKey(part.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partListsKey }),
        queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
        part.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
