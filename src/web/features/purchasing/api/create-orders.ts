import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder } from '@shared/schemas/purchasing';
import { apiRequest } from '@web/lib/api-client';
import { purchasingKeys } from './purchase-orders';

export interface DraftRequest {
  vendorId: string;
  lines: { partId: string; quantity: number }[];
}

export interface DraftOutcome {
  created: PurchaseOrder[];
  /** Vendors whose draft the server refused, with its reason. */
  failed: { vendorId: string; error: unknown }[];
}

/**
 * One draft per vendor, as the reorder list's "Create purchase orders" promises. Each is its own
 * request: a vendor refused (deleted meanwhile) does not keep the others from being drafted.
 * Prices are left to the server: the vendor's quoted price, else the part's average cost.
 */
export async function createDrafts(requests: readonly DraftRequest[]): Promise<DraftOutcome> {
  const outcome: DraftOutcome = { created: [], failed: [] };
  for (const draft of requests) {
    try {
      outcome.created.push(
        await apiRequest<PurchaseOrder>('/api/purchase-orders', { method: 'POST', body: draft }),
      );
    } catch (error) {
      outcome.failed.push({ vendorId: draft.vendorId, error });
    }
  }
  return outcome;
}

export function useCreateDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDrafts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchasingKeys.all }),
  });
}
