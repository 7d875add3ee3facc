import { useQuery } from '@tanstack/react-query';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequestAll } from '@web/lib/api-client';

export function listChecklist(workOrderId: string): Promise<ChecklistItem[]> {
  return apiRequestAll<ChecklistItem>(`/api/work-orders/${workOrderId}/checklist`);
}

export function useChecklist(workOrderId: string) {
  return useQuery({
    queryKey: workOrderKeys.part(workOrderId, 'checklist'),
    queryFn: () => listChecklist(workOrderId),
  });
}
