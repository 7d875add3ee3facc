import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type { CreateEquipment, Equipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import {
  equipmentListsKey,
  matchesFilters,
  type EquipmentFilters,
  type EquipmentListData,
} from './list-equipment';

export function createEquipment(input: CreateEquipment): Promise<Equipment> {
  return apiRequest<Equipment>('/api/equipment', { method: 'POST', body: input });
}

export const TEMP_ID_PREFIX = 'temp-';

export function isTemporary(equipment: Pick<Equipment, 'id'>): boolean {
  return equipment.id.startsWith(TEMP_ID_PREFIX);
}

/** What the card shows until the server answers (core spec §4: an id prefixed temp-). */
function buildTemporary(input: CreateEquipment, user: SessionUser | null): Equipment {
  const now = new Date().toISOString();
  const id = `${TEMP_ID_PREFIX}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    id,
    assetTag: input.assetTag,
    name: input.name,
    model: input.model,
    description: input.description,
    area: input.area ?? null,
    status: input.status,
    criticality: input.criticality,
    installDate: input.installDate ?? null,
    warrantyExpiry: input.warrantyExpiry ?? null,
    manufacturer: input.manufacturer ?? null,
    serialNumber: input.serialNumber ?? null,
    specifications: input.specifications ?? null,
    organizationId: user?.organizationId ?? '',
    warehouseId: user?.warehouseId ?? '',
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    createdBy: user?.id ?? null,
    updatedBy: user?.id ?? null,
    qrCode: '',
    version: 0,
  };
}

function filtersOf(key: QueryKey): EquipmentFilters | null {
  const filters = key[equipmentListsKey.length];
  return filters && typeof filters === 'object' ? (filters as EquipmentFilters) : null;
}

function mapItems(data: EquipmentListData, change: (items: Equipment[], index: number) => Equipment[]) {
  return { ...data, pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) };
}

interface Snapshot {
  snapshots: [QueryKey, EquipmentListData | undefined][];
  tempId: string;
}

/**
 * Optimistic create (core spec §4): a temp- record goes at the top of every loaded list it
 * matches at once, is swapped for the server's record on success (it stays where the person
 * saw it appear), and every list goes back to its previous state on error.
 */
export function useCreateEquipment() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<Equipment, Error, CreateEquipment, Snapshot>({
    mutationFn: createEquipment,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: equipmentListsKey });
      const snapshots = queryClient.getQueriesData<EquipmentListData>({ queryKey: equipmentListsKey });
      const temporary = buildTemporary(input, user);
      for (const [key, data] of snapshots) {
        const filters = filtersOf(key);
        if (!data || !filters || !matchesFilters(temporary, filters)) continue;
        queryClient.setQueryData<EquipmentListData>(
          key,
          mapItems(data, (items, index) => (index === 0 ? [temporary, ...items] : items)),
        );
      }
      return { snapshots, tempId: temporary.id };
    },
    onError: (_error, _input, snapshot) => {
      snapshot?.snapshots.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSuccess: (created, _input, snapshot) => {
      queryClient.setQueriesData<EquipmentListData>({ queryKey: equipmentListsKey }, (data) =>
        data
          ? mapItems(data, (items) => items.map((item) => (item.id === snapshot?.tempId ? created : item)))
          : data,
      );
      // Totals and sort order are now stale: refreshed the next time a list mounts, not under the person's eyes.
      void queryClient.invalidateQueries({ queryKey: equipmentListsKey, refetchType: 'none' });
    },
  });
}
