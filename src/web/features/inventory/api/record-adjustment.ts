import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAdjustment, StockMovement } from '@shared/schemas/parts';
import { apiRequest } from '@web/lib/api-client';
import { partDetailKey } from './get-part';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { movementsKey } from './list-movements';

export function recordAdjustment({
  partId,
  adjustment,
}: {
  partId: string;
  adjustment: StockAdjustment;
}): Promise<StockMovement> {
  return apiRequest<StockMovement>(`/api/parts/${partId}/adjustments`, {
    method: 'POST',
    body: adjustment,
  });
}

/** Receive, adjust or count: the level, the tiles, the lists and the ledger all move. */
export function useRecordAdjustment(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: StockAdjustment) => recordAdjustment({ partId, adjustment }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partDetailKey(partId) }),
        queryClient.invalidateQueries({ queryKey: movementsKey(partId) }),
        queryClient.invalidateQueries({ queryKey: partListsKey }),
        queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
      ]);
    },
  });
}
