import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';

const PICKER_LIMIT = 20;

export function searchEquipment(q: string): Promise<Equipment[]> {
  const query = new URLSearchParams({ limit: String(PICKER_LIMIT) });
  if (q.trim()) query.set('q', q.trim());
  return apiRequest<Equipment[]>(`/api/equipment?${query.toString()}`);
}

export function useEquipmentSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['equipment', 'list', { q: q.trim(), limit: PICKER_LIMIT }],
    queryFn: () => searchEquipment(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
