import { useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@shared/schemas/work-order-activity';
import { apiRequestAll } from '@web/lib/api-client';
import { equipmentKey } from '@web/components/equipment/query-keys';

export function getEquipmentHistory(id: string): Promise<TimelineEntry[]> {
  return apiRequestAll<TimelineEntry>(`/api/equipment/${id}/history`);
}

export function useEquipmentHistory(id: string) {
  return useQuery({ queryKey: [...equipmentKey, 'history', id], queryFn: () => getEquipmentHistory(id) });
}
