import { useQuery } from '@tanstack/react-query';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestAll } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';

export function listChecklist(workOrderId: string): Promise<ChecklistItem[]> {
  return apiRequestAll<ChecklistItem>(`/api/work-orders/${workOrderId}/checklist`);
}

export function useChecklist(workOrderId: string) {
  return useQuery({
    queryKey: workOrderKeys.part(workOrderId, 'checklist'),
    queryFn: () => listChecklist(workOrderId),
    // An order made offline has nothing on the server yet: its list starts empty (plus the queue).
    enabled: !isTempId(workOrderId),
  });
}
