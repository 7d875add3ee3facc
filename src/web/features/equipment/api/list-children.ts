import { useQuery } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { apiRequestAll } from '@web/lib/api-client';

export const childrenKey = (id: string) => [...equipmentKey, 'children', id] as const;

/** An asset's direct parts (issue 24), asked for when it is expanded or its Parts tab opens. */
export function listChildren(id: string): Promise<Equipment[]> {
  return apiRequestAll<Equipment>(`/api/equipment/${encodeURIComponent(id)}/children`);
}

export function useEquipmentChildren(id: string, enabled = true) {
  return useQuery({ queryKey: childrenKey(id), queryFn: () => listChildren(id), enabled });
}
