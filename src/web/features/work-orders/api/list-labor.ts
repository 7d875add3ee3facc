import { useQuery } from '@tanstack/react-query';
import type { LaborEntry } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestAll } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';

export function listLabor(workOrderId: string): Promise<LaborEntry[]> {
  return apiRequestAll<LaborEntry>(`/api/work-orders/${workOrderId}/labor`);
}

export function useLabor(workOrderId: string) {
  return useQuery({
    queryKey: workOrderKeys.part(workOrderId, 'labor'),
    queryFn: () => listLabor(workOrderId),
    // An order made offline has nothing on the server yet: its list starts empty (plus the queue).
    enabled: !isTempId(workOrderId),
  });
}
