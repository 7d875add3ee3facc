import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type { CreateEquipment, Equipment } from '@shared/schemas/equipment';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { subtreeIds } from '@shared/location-subtree';
import { locationTreeKey } from '@web/components/locations';
import { useAuth } from '@web/lib/auth/auth-context';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { isTempId, newTempId } from '@web/lib/offline/temp-ids';
import {
  equipmentListsKey,
  matchesFilters,
  type EquipmentFilters,
  type EquipmentListData,
} from './list-equipment';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

export interface NewEquipment {
  input: CreateEquipment;
  /** The record shown until the server answers, under its temp- id (core spec §4). */
  temporary: Equipment;
}

/**
 * Through the change queue: the server's record, or — offline — the temporary one, which
 * `wasQueued` recognises and the lists keep showing from the queue until it is sent. `label`
 * names the change in the pending-changes list.
 */
export function createEquipment({ input, temporary }: NewEquipment, name: ChangeName): Promise<Equipment> {
  return sendChange<Equipment>({
    type: 'create',
    table: 'equipment',
    recordId: temporary.id,
    data: input,
    ...name,
    optimistic: temporary,
  });
}

export function isTemporary(equipment: Pick<Equipment, 'id'>): boolean {
  return isTempId(equipment.id);
}

/** What the card shows until the server answers (core spec §4: an id prefixed temp-). */
export function draftEquipment(input: CreateEquipment, user: SessionUser | null): NewEquipment {
  const now = new Date().toISOString();
  const temporary: Equipment = {
    id: newTempId(),
    assetTag: input.assetTag,
    name: input.name,
    model: input.model,
    description: input.description,
    area: input.area ?? null,
    locationId: input.locationId ?? null,
    parentId: input.parentId ?? null,
    // A new asset has no parts yet.
    childCount: 0,
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
    version: 1,
  };
  return { input, temporary };
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
}

function withoutRecord(id: string) {
  return (data: EquipmentListData | undefined) =>
    data ? mapItems(data, (items) => items.filter((item) => item.id !== id)) : data;
}

/**
 * Optimistic create (core spec §4): a temp- record goes at the top of every loaded list it
 * matches at once, is swapped for the server's record on success (it stays where the person
 * saw it appear), and every list goes back to its previous state on error. Queued offline,
 * it leaves the server lists: the queue shows it (useWithPending) until it is sent.
 * `draft` builds the variables: `create.mutate(create.draft(values))`.
 */
export function useCreateEquipment() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const mutation = useMutation<Equipment, Error, NewEquipment, Snapshot>({
    mutationFn: (variables) =>
      createEquipment(variables, wordChange('change.equipment.create', { tag: variables.input.assetTag })),
    onMutate: async ({ temporary }) => {
      await queryClient.cancelQueries({ queryKey: equipmentListsKey });
      const snapshots = queryClient.getQueriesData<EquipmentListData>({ queryKey: equipmentListsKey });
      const tree = queryClient.getQueryData<LocationTreeNode[]>(locationTreeKey) ?? [];
      for (const [key, data] of snapshots) {
        const filters = filtersOf(key);
        const isUnder = (id: string) => subtreeIds(tree, filters?.locationId ?? '').has(id);
        if (!data || !filters || !matchesFilters(temporary, filters, isUnder)) continue;
        queryClient.setQueryData<EquipmentListData>(
          key,
          mapItems(data, (items, index) => (index === 0 ? [temporary, ...items] : items)),
        );
      }
      return { snapshots };
    },
    onError: (_error, _variables, snapshot) => {
      snapshot?.snapshots.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSuccess: (created, { temporary }) => {
      if (wasQueued(created)) {
        queryClient.setQueriesData<EquipmentListData>(
          { queryKey: equipmentListsKey },
          withoutRecord(temporary.id),
        );
        return;
      }
      queryClient.setQueriesData<EquipmentListData>({ queryKey: equipmentListsKey }, (data) =>
        data
          ? mapItems(data, (items) => items.map((item) => (item.id === temporary.id ? created : item)))
          : data,
      );
      // Totals and sort order are now stale: refreshed the next time a list mounts, not under the person's eyes.
      void queryClient.invalidateQueries({ queryKey: equipmentListsKey, refetchType: 'none' });
    },
  });
  return { ...mutation, draft: (input: CreateEquipment) => draftEquipment(input, user) };
}
