import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Criticality, EquipmentStatus } from '@shared/domain';
import type { Equipment } from '@shared/schemas/equipment';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { apiRequestWithHeaders } from '@web/lib/api-client';

/** A multiple of 2, 3 and 4, so every grid width ends a page on a full row. */
export const EQUIPMENT_PAGE_SIZE = 24;

export interface EquipmentFilters {
  q: string;
  status: EquipmentStatus | 'all';
  criticality: Criticality | 'all';
}

export const EMPTY_FILTERS: EquipmentFilters = { q: '', status: 'all', criticality: 'all' };

export function hasActiveFilters(filters: EquipmentFilters): boolean {
  return filters.q.trim() !== '' || filters.status !== 'all' || filters.criticality !== 'all';
}

export const equipmentListsKey = [...equipmentKey, 'list'] as const;

export function equipmentListKey(filters: EquipmentFilters) {
  return [...equipmentListsKey, filters] as const;
}

export interface EquipmentPage {
  items: Equipment[];
  nextCursor: string | null;
  /** X-Total-Count: all matches, not just this page. */
  total: number;
}

export type EquipmentListData = InfiniteData<EquipmentPage, string | undefined>;

export async function listEquipment(filters: EquipmentFilters, cursor?: string): Promise<EquipmentPage> {
  const params = new URLSearchParams({ limit: String(EQUIPMENT_PAGE_SIZE) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.criticality !== 'all') params.set('criticality', filters.criticality);
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Equipment[]>(`/api/equipment?${params.toString()}`);
  return {
    items: data,
    nextCursor: headers.get('X-Next-Cursor'),
    total: Number(headers.get('X-Total-Count') ?? data.length),
  };
}

export function useEquipmentList(filters: EquipmentFilters) {
  return useInfiniteQuery({
    queryKey: equipmentListKey(filters),
    queryFn: ({ pageParam }) => listEquipment(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The grid stays on screen while a new search loads instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
}

/** Whether a record belongs in a list with these filters (the server's rules, for optimistic rows). */
export function matchesFilters(equipment: Equipment, filters: EquipmentFilters): boolean {
  if (filters.status !== 'all' && equipment.status !== filters.status) return false;
  if (filters.criticality !== 'all' && equipment.criticality !== filters.criticality) return false;
  const q = filters.q.trim().toLowerCase();
  if (!q) return true;
  return [equipment.assetTag, equipment.name, equipment.description, equipment.model].some((field) =>
    field?.toLowerCase().includes(q),
  );
}
