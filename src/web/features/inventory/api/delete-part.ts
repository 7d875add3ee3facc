import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { sendChange } from '@web/lib/offline/browser-queue';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';
import { partDetailKey } from './get-part';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { movementsKey } from './list-movements';
import { vendorsKey } from '@web/components/vendors/vendor-options';

/** Through the change queue; offline the part leaves the lists at once (useWithPending). */
export function deletePart(part: Part, t: TextsOf<typeof inventoryMessages>): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'parts',
    recordId: part.id,
    baseVersion: part.version,
    data: {},
    label: t('queue.delete', { partNumber: part.partNumber }),
  });
}

export function useDeletePart() {
  const t = useT(inventoryMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (part: Part) => deletePart(part, t),
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
