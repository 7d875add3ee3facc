import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { sendChange } from '@web/lib/offline/browser-queue';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/**
 * Through the change queue; offline the record leaves the lists at once (useWithPending).
 * `name` names the change in the pending-changes list.
 */
export function deleteEquipment(equipment: Equipment, name: ChangeName): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'equipment',
    recordId: equipment.id,
    baseVersion: equipment.version,
    data: {},
    ...name,
  });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (equipment: Equipment) =>
      deleteEquipment(equipment, wordChange('change.equipment.delete', { tag: equipment.assetTag })),
    onSuccess: (_result, equipment) => {
      // The open detail would refetch into a 404: drop its queries instead of refreshing them.
      queryClient.removeQueries({ queryKey: [...equipmentKey, 'detail', equipment.id] });
      return queryClient.invalidateQueries({ queryKey: [...equipmentKey, 'list'] });
    },
  });
}
