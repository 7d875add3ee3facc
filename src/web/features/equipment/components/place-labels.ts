import { useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { equipmentLabel } from '@web/components/equipment/equipment-picker';
import { useConflictWords } from '@web/components/edit-dialog';
import { useLocationLabels, useLocationTree } from '@web/components/locations';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentDetailKey } from '../api/get-equipment';
import { equipmentMessages } from '../messages';

/** Names a location id for a conflict row or a summary: "Line 1 (B2-L1)". */
export function usePlaceLabel(): (id: unknown) => string {
  const tree = useLocationTree();
  const places = useLocationLabels();
  const { empty } = useConflictWords();
  return (id) => (typeof id === 'string' ? places.labelOf(tree.data, id) : null) ?? empty;
}

/** Names a parent asset id from what the screen has already loaded ("Another asset" otherwise). */
export function useAssetLabel(): (id: unknown) => string {
  const t = useT(equipmentMessages);
  const { empty } = useConflictWords();
  const queryClient = useQueryClient();
  return (id) => {
    if (typeof id !== 'string' || !id) return empty;
    const cached = queryClient.getQueryData<Equipment>(equipmentDetailKey(id));
    return cached ? equipmentLabel(cached) : t('place.anotherAsset');
  };
}
