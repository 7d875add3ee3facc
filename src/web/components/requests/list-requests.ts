import { useQuery } from '@tanstack/react-query';
import type { WorkRequest } from '@shared/schemas/requests';
import { apiRequestAll, apiRequestWithHeaders } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import { requestKeys } from './query-keys';

/** How many requests wait for triage: one row asked for, the total read from X-Total-Count. */
export async function countReceivedRequests(): Promise<number> {
  const { data, headers } = await apiRequestWithHeaders<WorkRequest[]>(
    '/api/requests?status=received&limit=1',
  );
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length;
}

/** The navigation's badge; the 'request_update' event refreshes it, so it never polls. */
export function useReceivedRequestCount(enabled: boolean) {
  return useQuery({ queryKey: requestKeys.receivedCount(), queryFn: countReceivedRequests, enabled });
}

/** The requests an order came from (accepted) or took over (merged): a handful, read whole. */
export function useWorkOrderRequests(workOrderId: string, enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.forWorkOrder(workOrderId),
    queryFn: () => apiRequestAll<WorkRequest>(`/api/requests?workOrderId=${encodeURIComponent(workOrderId)}`),
    // An order made offline has no request yet, and the server would refuse its temp- id.
    enabled: enabled && workOrderId !== '' && !isTempId(workOrderId),
  });
}
