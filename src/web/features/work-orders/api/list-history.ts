import { useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestAll } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';

export function listWorkOrderHistory(id: string): Promise<TimelineEntry[]> {
  return apiRequestAll<TimelineEntry>(`/api/work-orders/${id}/history`);
}

export function useWorkOrderHistory(id: string) {
  return useQuery({
    queryKey: workOrderKeys.part(id, 'history'),
    queryFn: () => listWorkOrderHistory(id),
    enabled: !isTempId(id),
  });
}
