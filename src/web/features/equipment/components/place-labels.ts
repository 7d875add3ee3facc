import { useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { equipmentLabel } from '@web/components/equipment/equipment-picker';
import { EMPTY_VALUE } from '@web/components/edit-dialog/conflict-rows';
import { labelOfLocation, useLocationTree } from '@web/components/locations';
import { equipmentDetailKey } from '../api/get-equipment';

/** Names a location id for a conflict row or a summary: "Line 1 (B2-L1)". */
export function usePlaceLabel(): (id: unknown) => string {
  const tree = useLocationTree();
  return (id) => (typeof id === 'string' ? labelOfLocation(tree.data, id) : null) ?? EMPTY_VALUE;
}

/** Names a parent asset id from what the screen has already loaded ("Another asset" otherwise). */
export function useAssetLabel(): (id: unknown) => string {
  const queryClient = useQueryClient();
  return (id) => {
    if (typeof id !== 'string' || !id) return EMPTY_VALUE;
    const cached = queryClient.getQueryData<Equipment>(equipmentDetailKey(id));
    return cached ? equipmentLabel(cached) : 'Another asset';
  };
}
