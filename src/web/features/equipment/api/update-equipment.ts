import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment, UpdateEquipment } from '@shared/schemas/equipment';
import { sendChange } from '@web/lib/offline/browser-queue';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

/**
 * Through the change queue, with the version the person saw as If-Match: a change made
 * meanwhile answers 409, not a silent overwrite. Queued offline, the record shows the edit
 * at once, one version on, so a second edit before the sync follows the first one.
 */
export function updateEquipment({
  equipment,
  changes,
  label,
}: {
  equipment: Equipment;
  changes: UpdateEquipment;
  /** Names the change in the pending-changes list. */
  label: string;
}): Promise<Equipment> {
  return sendChange<Equipment>({
    type: 'update',
    table: 'equipment',
    recordId: equipment.id,
    baseVersion: equipment.version,
    data: changes,
    label,
    optimistic: { ...equipment, ...changes, version: equipment.version + 1 },
  });
}

export function useUpdateEquipment() {
  const t = useT(equipmentMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ equipment, changes }: { equipment: Equipment; changes: UpdateEquipment }) =>
      updateEquipment({ equipment, changes, label: t('queue.update', { tag: equipment.assetTag }) }),
    // Lists, detail, tag lookups and history all show the record; a conflict means they are stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentKey }),
  });
}
