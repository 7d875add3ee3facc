import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partFormChangeReason } from '@shared/stock-reasons';
import type { Part, UpdatePart } from '@shared/schemas/parts';
import { ApiError } from '@web/lib/api-client';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { partDetailKey } from './get-part';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { invalidateStockViews, recordAdjustment } from './record-adjustment';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { wordChange } from '@web/components/offline/change-wording';

/** Parts returned for an edit whose stock movement waits in the queue (the patch may have gone). */
const partsWithQueuedStock = new WeakSet<Part>();

/** True when any part of the edit is waiting on this device rather than on the server. */
export function isPartEditQueued(part: Part): boolean {
  return wasQueued(part) || partsWithQueuedStock.has(part);
}

/**
 * Through the change queue, with the version the person saw as If-Match (a change made
 * meanwhile answers 409, not a silent overwrite). A new stock level is never sent as a
 * level: it travels as an adjustment by the difference from the level the person saw, so
 * movements made meanwhile (a technician's parts usage, another device offline) still add up.
 */
export async function updatePart({ part, changes }: { part: Part; changes: UpdatePart }): Promise<Part> {
  const { stockLevel, ...fields } = changes;
  let saved = part;
  if (Object.keys(fields).length > 0) {
    saved = await sendChange<Part>({
      type: 'update',
      table: 'parts',
      recordId: part.id,
      baseVersion: part.version,
      data: fields,
      ...wordChange('change.part.edit', { partNumber: part.partNumber }),
      // One version on, so a second edit before the sync follows this one.
      optimistic: { ...part, ...fields, version: part.version + 1 },
    });
  }
  if (stockLevel === undefined || stockLevel === part.stockLevel) return saved;
  const movement = await recordAdjustment({
    part,
    adjustment: {
      kind: 'adjust',
      quantity: stockLevel - part.stockLevel,
      reason: partFormChangeReason(part.stockLevel, stockLevel),
    },
  });
  const updated = { ...saved, stockLevel: movement.stockAfter, version: saved.version + 1 };
  if (wasQueued(movement)) partsWithQueuedStock.add(updated);
  // The queue's stand-in keeps its identity, so `wasQueued` still knows it.
  return wasQueued(saved) ? Object.assign(saved, updated) : updated;
}

export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePart,
    onSuccess: async (saved, { part, changes }) => {
      if (!isPartEditQueued(saved)) queryClient.setQueryData(partDetailKey(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partListsKey }),
        queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
        saved.stockLevel !== part.stockLevel ? invalidateStockViews(queryClient, part.id) : null,
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
