import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PurchaseOrderStatus } from '@shared/domain';
import type { PurchaseOrder, PurchaseOrderSummary, ReorderSuggestion } from '@shared/schemas/purchasing';
import { apiRequest } from '@web/lib/api-client';
import { fetchListPage } from '@web/lib/list-page';

export const PAGE_SIZE = 50;

/** Every purchasing query starts with this: a change to an order refreshes lists and detail. */
export const purchasingKeys = {
  all: ['purchasing'] as const,
  orders: (filter: OrderFilter) => [...purchasingKeys.all, 'orders', filter] as const,
  order: (id: string) => [...purchasingKeys.all, 'order', id] as const,
  reorder: () => [...purchasingKeys.all, 'reorder'] as const,
};

/** The list's tabs: orders waiting on someone, on the vendor, or all of them. */
export type OrderFilter = 'open' | 'to_approve' | 'to_receive' | 'all';

export const FILTER_STATUSES: Readonly<Record<OrderFilter, readonly PurchaseOrderStatus[] | null>> = {
  open: ['draft', 'submitted', 'approved', 'ordered', 'partially_received'],
  to_approve: ['submitted'],
  to_receive: ['ordered', 'partially_received'],
  all: null,
};

export function usePurchaseOrderPages(filter: OrderFilter, search: string) {
  const statuses = FILTER_STATUSES[filter];
  const params: Record<string, string> = {};
  if (statuses) params.status = statuses.join(',');
  if (search) params.q = search;
  return useInfiniteQuery({
    queryKey: [...purchasingKeys.orders(filter), search],
    queryFn: ({ pageParam }) =>
      fetchListPage<PurchaseOrderSummary>('/api/purchase-orders', params, PAGE_SIZE, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: string) {
  return useQuery({
    queryKey: purchasingKeys.order(id),
    queryFn: () => apiRequest<PurchaseOrder>(`/api/purchase-orders/${encodeURIComponent(id)}`),
  });
}

export function useReorderPages() {
  return useInfiniteQuery({
    queryKey: purchasingKeys.reorder(),
    queryFn: ({ pageParam }) =>
      fetchListPage<ReorderSuggestion>('/api/purchasing/reorder-suggestions', {}, 200, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
