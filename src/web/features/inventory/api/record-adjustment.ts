import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part, StockAdjustment, StockMovement } from '@shared/schemas/parts';
import { readStored } from '@web/lib/session-storage';
import { sendChange } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { partDetailKey } from './get-part';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { movementsKey } from './list-movements';
import { wordChange } from '@web/components/offline/change-wording';

/** The level after a movement: a count sets it, receive and adjust move it. */
export function levelAfter(level: number, adjustment: Pick<StockAdjustment, 'kind' | 'quantity'>): number {
  return adjustment.kind === 'count' ? adjustment.quantity : level + adjustment.quantity;
}

/** The movement's name in the change queue: "Stock received +5 for BRG-6204". */
function describe(adjustment: StockAdjustment, partNumber: string) {
  const sign = adjustment.kind !== 'count' && adjustment.quantity > 0 ? '+' : '';
  return wordChange(`change.part.${adjustment.kind}`, {
    quantity: `${sign}${adjustment.quantity}`,
    partNumber,
  });
}

/**
 * A stock movement through the change queue (never an absolute level written over the part:
 * two devices' movements add up). Offline it resolves with the movement as it should land.
 */
export function recordAdjustment({
  part,
  adjustment,
}: {
  part: Pick<Part, 'id' | 'partNumber' | 'stockLevel'>;
  adjustment: StockAdjustment;
}): Promise<StockMovement> {
  const stockAfter = levelAfter(part.stockLevel, adjustment);
  const optimistic: StockMovement = {
    id: newTempId(),
    partId: part.id,
    kind: adjustment.kind,
    quantityDelta: stockAfter - part.stockLevel,
    stockAfter,
    reason: adjustment.reason,
    workOrderId: null,
    workOrderFoNumber: null,
    userId: readStored('userId'),
    userName: null,
    unitCost: null,
    createdAt: new Date().toISOString(),
    occurredAt: null,
  };
  return sendChange<StockMovement>({
    type: 'create',
    table: 'part-adjustments',
    recordId: optimistic.id,
    parentId: part.id,
    data: adjustment,
    ...describe(adjustment, part.partNumber),
    optimistic,
  });
}

/** Invalidates what shows a part's level: the detail, its ledger, the lists and the tiles. */
export function invalidateStockViews(
  queryClient: ReturnType<typeof useQueryClient>,
  partId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partDetailKey(partId) }),
    queryClient.invalidateQueries({ queryKey: movementsKey(partId) }),
    queryClient.invalidateQueries({ queryKey: partListsKey }),
    queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
  ]);
}

/** Receive, adjust or count: the level, the tiles, the lists and the ledger all move. */
export function useRecordAdjustment(part: Pick<Part, 'id' | 'partNumber' | 'stockLevel'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: StockAdjustment) => recordAdjustment({ part, adjustment }),
    onSuccess: () => invalidateStockViews(queryClient, part.id),
  });
}
