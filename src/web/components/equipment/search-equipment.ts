import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { pickerSearch } from '@web/lib/offline/picker-search';

const PICKER_LIMIT = 20;

export function searchEquipment(q: string): Promise<Equipment[]> {
  return pickerSearch<Equipment>('/api/equipment', q, PICKER_LIMIT, (asset) => [
    asset.assetTag,
    asset.name,
    asset.model,
  ]);
}

export function useEquipmentSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['equipment', 'list', { q: q.trim(), limit: PICKER_LIMIT }],
    queryFn: () => searchEquipment(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
