import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { sendChange } from '@web/lib/offline/browser-queue';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

/**
 * Through the change queue; offline the record leaves the lists at once (useWithPending).
 * `label` names the change in the pending-changes list.
 */
export function deleteEquipment(equipment: Equipment, label: string): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'equipment',
    recordId: equipment.id,
    baseVersion: equipment.version,
    data: {},
    label,
  });
}

export function useDeleteEquipment() {
  const t = useT(equipmentMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (equipment: Equipment) =>
      deleteEquipment(equipment, t('queue.delete', { tag: equipment.assetTag })),
    onSuccess: (_result, equipment) => {
      // The open detail would refetch into a 404: drop its queries instead of refreshing them.
      queryClient.removeQueries({ queryKey: [...equipmentKey, 'detail', equipment.id] });
      return queryClient.invalidateQueries({ queryKey: [...equipmentKey, 'list'] });
    },
  });
}
