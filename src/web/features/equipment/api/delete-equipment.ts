import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';
import { equipmentKey } from './list-equipment';

export function deleteEquipment(equipment: Equipment): Promise<void> {
  return apiRequest<void>(`/api/equipment/${equipment.id}`, {
    method: 'DELETE',
    headers: { 'If-Match': String(equipment.version) },
  });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: (_result, equipment) => {
      // The open detail would refetch into a 404: drop its queries instead of refreshing them.
      queryClient.removeQueries({ queryKey: [...equipmentKey, 'detail', equipment.id] });
      return queryClient.invalidateQueries({ queryKey: [...equipmentKey, 'list'] });
    },
  });
}
