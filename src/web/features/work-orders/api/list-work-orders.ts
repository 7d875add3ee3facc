import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestWithHeaders } from '@web/lib/api-client';

/** Query-string parameters of GET /api/work-orders, as the URL of the list page carries them. */
export type WorkOrderListParams = Readonly<Record<string, string>>;

export interface WorkOrderPage {
  items: WorkOrder[];
  /** X-Total-Count: the orders matching (every page repeats the first page's count). */
  total: number;
  /** X-Total-Count-Relation: gte: the filter matched more than the server counts exactly (ADR 34). */
  isTotalLowerBound: boolean;
  nextCursor: string | null;
}

export const WORK_ORDER_PAGE_SIZE = 50;

export async function listWorkOrders(params: WorkOrderListParams, cursor?: string): Promise<WorkOrderPage> {
  const query = new URLSearchParams({ ...params, limit: String(WORK_ORDER_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<WorkOrder[]>(`/api/work-orders?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    isTotalLowerBound: headers.get('X-Total-Count-Relation') === 'gte',
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/** Pages of 50 following X-Next-Cursor, so 10,000 orders never load at once. */
export function useWorkOrderPages(params: WorkOrderListParams) {
  return useInfiniteQuery({
    queryKey: [...workOrderKeys.lists(), 'pages', params],
    queryFn: ({ pageParam }) => listWorkOrders(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The old list stays while a new filter loads, instead of flashing skeletons per keystroke.
    placeholderData: keepPreviousData,
  });
}
