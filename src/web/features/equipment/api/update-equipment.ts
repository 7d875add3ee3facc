import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment, UpdateEquipment } from '@shared/schemas/equipment';
import { sendChange } from '@web/lib/offline/browser-queue';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/**
 * Through the change queue, with the version the person saw as If-Match: a change made
 * meanwhile answers 409, not a silent overwrite. Queued offline, the record shows the edit
 * at once, one version on, so a second edit before the sync follows the first one.
 */
export function updateEquipment({
  equipment,
  changes,
  name,
}: {
  equipment: Equipment;
  changes: UpdateEquipment;
  /** Names the change in the pending-changes list. */
  name: ChangeName;
}): Promise<Equipment> {
  return sendChange<Equipment>({
    type: 'update',
    table: 'equipment',
    recordId: equipment.id,
    baseVersion: equipment.version,
    data: changes,
    ...name,
    optimistic: { ...equipment, ...changes, version: equipment.version + 1 },
  });
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ equipment, changes }: { equipment: Equipment; changes: UpdateEquipment }) =>
      updateEquipment({
        equipment,
        changes,
        name: wordChange('change.equipment.update', { tag: equipment.assetTag }),
      }),
    // Lists, detail, tag lookups and history all show the record; a conflict means they are stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentKey }),
  });
}
