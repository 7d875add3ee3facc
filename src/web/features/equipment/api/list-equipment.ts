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
  /** Equipment at this location (issue 24); with `includeDescendants` also everywhere under it. */
  locationId: string | null;
  includeDescendants: boolean;
  /** The tree view lists the assets that are part of none; their parts load when expanded. */
  root: boolean;
}

export const EMPTY_FILTERS: EquipmentFilters = {
  q: '',
  status: 'all',
  criticality: 'all',
  locationId: null,
  includeDescendants: true,
  root: false,
};

/** Filters that narrow the list (the tree view's `root` does not: it only changes the layout). */
export function hasActiveFilters(filters: EquipmentFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.status !== 'all' ||
    filters.criticality !== 'all' ||
    filters.locationId !== null
  );
}

/** The list's query string (without paging), in the API's own parameter names. */
export function equipmentListParams(filters: EquipmentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.criticality !== 'all') params.set('criticality', filters.criticality);
  if (filters.locationId) {
    params.set('locationId', filters.locationId);
    if (filters.includeDescendants) params.set('includeDescendants', 'true');
  }
  if (filters.root) params.set('root', 'true');
  return params;
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
  const params = equipmentListParams(filters);
  params.set('limit', String(EQUIPMENT_PAGE_SIZE));
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

/**
 * Whether a record belongs in a list with these filters (the server's rules, for optimistic rows).
 * `isUnderLocation` answers "everything under it" from the tree; without it only the place itself counts.
 */
export function matchesFilters(
  equipment: Equipment,
  filters: EquipmentFilters,
  isUnderLocation?: (locationId: string) => boolean,
): boolean {
  if (filters.status !== 'all' && equipment.status !== filters.status) return false;
  if (filters.criticality !== 'all' && equipment.criticality !== filters.criticality) return false;
  if (filters.root && equipment.parentId) return false;
  if (filters.locationId && equipment.locationId !== filters.locationId) {
    const isUnder = filters.includeDescendants && equipment.locationId && isUnderLocation;
    if (!isUnder || !isUnderLocation(equipment.locationId ?? '')) return false;
  }
  const q = filters.q.trim().toLowerCase();
  if (!q) return true;
  return [equipment.assetTag, equipment.name, equipment.description, equipment.model].some((field) =>
    field?.toLowerCase().includes(q),
  );
}
