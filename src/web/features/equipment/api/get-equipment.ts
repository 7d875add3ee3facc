import { useQuery } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import { equipmentKey } from '@web/components/equipment/query-keys';

/** The server answered with another record than the one asked for (core spec §8). */
export class DataMismatchError extends Error {
  override readonly name = 'DataMismatchError';
  constructor(requested: string, received: string) {
    super(`Asked for equipment ${requested}, received ${received}`);
  }
}

export function equipmentDetailKey(id: string) {
  return [...equipmentKey, 'detail', id] as const;
}

export async function getEquipment(id: string): Promise<Equipment> {
  const equipment = await apiRequest<Equipment>(`/api/equipment/${encodeURIComponent(id)}`);
  if (equipment.id !== id) throw new DataMismatchError(id, equipment.id);
  return equipment;
}

export function useEquipment(id: string | undefined) {
  return useQuery({
    queryKey: equipmentDetailKey(id ?? ''),
    queryFn: () => getEquipment(id ?? ''),
    // A record made offline (temp- id) is not on the server yet: the queue has it.
    enabled: Boolean(id) && !isTempId(id),
  });
}
