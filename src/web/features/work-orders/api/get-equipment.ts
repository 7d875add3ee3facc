import { useQuery } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';

export function getEquipment(id: string): Promise<Equipment> {
  return apiRequest<Equipment>(`/api/equipment/${encodeURIComponent(id)}`);
}

/** The equipment a new order starts with when it is raised from the equipment screen. */
export function useEquipment(id: string | undefined) {
  return useQuery({
    queryKey: ['equipment', 'detail', id ?? ''],
    queryFn: () => getEquipment(id ?? ''),
    enabled: Boolean(id),
  });
}
