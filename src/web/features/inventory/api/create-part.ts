import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePart, Part } from '@shared/schemas/parts';
import { sendChange } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { readStored } from '@web/lib/session-storage';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { wordChange } from '@web/components/offline/change-wording';

/** The part as the lists show it until the server has it (a temp- id). */
function draftPart(input: CreatePart): Part {
  const now = new Date().toISOString();
  return {
    id: newTempId(),
    name: input.name,
    partNumber: input.partNumber,
    description: input.description ?? null,
    category: input.category,
    unitOfMeasure: input.unitOfMeasure,
    unitCost: input.unitCost,
    stockLevel: input.stockLevel,
    reorderPoint: input.reorderPoint,
    reorderQuantity: input.reorderQuantity,
    maxStock: input.maxStock,
    vendor: input.vendor ?? null,
    vendorId: input.vendorId ?? null,
    location: input.location ?? null,
    warehouseId: readStored('warehouseId') ?? '',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

/** Through the change queue: the server's part, or offline the draft `wasQueued` recognises. */
export function createPart(input: CreatePart): Promise<Part> {
  const draft = draftPart(input);
  return sendChange<Part>({
    type: 'create',
    table: 'parts',
    recordId: draft.id,
    data: input,
    ...wordChange('change.part.create', { partNumber: input.partNumber }),
    optimistic: draft,
  });
}

export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPart,
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partListsKey }),
        queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
        // The vendor's card counts the parts that name it.
        created.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
