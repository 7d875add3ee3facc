import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { OPEN_STATUSES } from '@shared/work-order-rules';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

const PICKER_LIMIT = 20;

/** Open orders of the warehouse matching the search (FO number, description): what a request can join. */
export function useOpenWorkOrderSearch(q: string, enabled: boolean) {
  const params = { status: OPEN_STATUSES.join(','), q: q.trim(), limit: String(PICKER_LIMIT) };
  return useQuery({
    queryKey: workOrderKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams({ status: params.status, limit: params.limit });
      if (params.q) query.set('q', params.q);
      return apiRequest<WorkOrder[]>(`/api/work-orders?${query.toString()}`);
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
