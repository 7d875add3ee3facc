import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment, UpdateEquipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';
import { equipmentKey } from './list-equipment';

/** If-Match carries the version the person saw: a change made meanwhile answers 409, not a silent overwrite. */
export function updateEquipment({
  equipment,
  changes,
}: {
  equipment: Equipment;
  changes: UpdateEquipment;
}): Promise<Equipment> {
  return apiRequest<Equipment>(`/api/equipment/${equipment.id}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(equipment.version) },
  });
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEquipment,
    // Lists, detail, tag lookups and history all show the record; a conflict means they are stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentKey }),
  });
}
