import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { WorkRequestStatus } from '@shared/domain';
import type { WorkRequest } from '@shared/schemas/requests';
import { requestKeys } from '@web/components/requests/query-keys';
import { apiRequest, apiRequestWithHeaders } from '@web/lib/api-client';

export const REQUEST_PAGE_SIZE = 50;

/** The list's filter: one status, or every request. */
export type RequestFilter = WorkRequestStatus | 'all';

export interface RequestPage {
  items: WorkRequest[];
  total: number;
  nextCursor: string | null;
}

export async function listRequests(filter: RequestFilter, cursor?: string): Promise<RequestPage> {
  const query = new URLSearchParams({ limit: String(REQUEST_PAGE_SIZE) });
  if (filter !== 'all') query.set('status', filter);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<WorkRequest[]>(`/api/requests?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/** The triage queue, a page at a time (keyset cursors, "Load more"). */
export function useRequestPages(filter: RequestFilter) {
  return useInfiniteQuery({
    queryKey: [...requestKeys.list({ status: filter }), 'pages'],
    queryFn: ({ pageParam }) => listRequests(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useWorkRequest(id: string) {
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: () => apiRequest<WorkRequest>(`/api/requests/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}
