import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReceipt, PurchaseOrder, UpdatePurchaseOrder } from '@shared/schemas/purchasing';
import { partsKey } from '@web/components/parts/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { purchasingKeys } from './purchase-orders';

/** The order's steps, each a POST to /api/purchase-orders/{id}/{step} (issue 27 §7). */
export type OrderStep = 'submit' | 'approve' | 'order' | 'send' | 'cancel' | 'close';

const orderPath = (order: Pick<PurchaseOrder, 'id'>) =>
  `/api/purchase-orders/${encodeURIComponent(order.id)}`;

/** The version the person saw goes as If-Match: a step taken on a stale screen is refused, not applied. */
const seen = (order: Pick<PurchaseOrder, 'version'>) => ({ 'If-Match': String(order.version) });

/**
 * Purchasing changes go straight to the server, not through the offline queue: each depends on
 * what others did meanwhile (an approval limit, the quantity still to receive), so it is decided
 * while the person waits, never replayed hours later.
 */
export function useOrderChange() {
  const queryClient = useQueryClient();
  // A receipt or reversal moves stock: the parts screens refresh with the orders.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: purchasingKeys.all }),
      queryClient.invalidateQueries({ queryKey: partsKey }),
    ]);
  const settle = (order: PurchaseOrder) => {
    queryClient.setQueryData(purchasingKeys.order(order.id), order);
    return order;
  };
  const options = { onSettled: refresh };
  return {
    step: useMutation({
      mutationFn: ({ order, step }: { order: PurchaseOrder; step: OrderStep }) =>
        apiRequest<PurchaseOrder>(`${orderPath(order)}/${step}`, {
          method: 'POST',
          headers: seen(order),
        }).then(settle),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ order, changes }: { order: PurchaseOrder; changes: UpdatePurchaseOrder }) =>
        apiRequest<PurchaseOrder>(orderPath(order), {
          method: 'PATCH',
          body: changes,
          headers: seen(order),
        }).then(settle),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (order: PurchaseOrder) =>
        apiRequest<void>(orderPath(order), { method: 'DELETE', headers: seen(order) }),
      ...options,
    }),
    receive: useMutation({
      mutationFn: ({ order, receipt }: { order: PurchaseOrder; receipt: CreateReceipt }) =>
        apiRequest<PurchaseOrder>(`${orderPath(order)}/receipts`, { method: 'POST', body: receipt }).then(
          settle,
        ),
      ...options,
    }),
    reverse: useMutation({
      mutationFn: ({ order, receiptId }: { order: PurchaseOrder; receiptId: string }) =>
        apiRequest<PurchaseOrder>(`${orderPath(order)}/receipts/${encodeURIComponent(receiptId)}/reverse`, {
          method: 'POST',
        }).then(settle),
      ...options,
    }),
  };
}
