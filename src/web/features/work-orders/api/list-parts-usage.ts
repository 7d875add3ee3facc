import { useQuery } from '@tanstack/react-query';
import type { PartsUsage } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestAll } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';

export function listPartsUsage(workOrderId: string): Promise<PartsUsage[]> {
  return apiRequestAll<PartsUsage>(`/api/work-orders/${workOrderId}/parts-usage`);
}

export function usePartsUsage(workOrderId: string) {
  return useQuery({
    queryKey: workOrderKeys.part(workOrderId, 'parts-usage'),
    queryFn: () => listPartsUsage(workOrderId),
    // An order made offline has nothing on the server yet: its list starts empty (plus the queue).
    enabled: !isTempId(workOrderId),
  });
}
