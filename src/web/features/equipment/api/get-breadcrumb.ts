import { useQuery } from '@tanstack/react-query';
import type { BreadcrumbStep } from '@shared/schemas/equipment';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { apiRequest } from '@web/lib/api-client';

/** Where an asset sits: its locations from the site down, then the assets it is part of. */
export function getBreadcrumb(id: string): Promise<BreadcrumbStep[]> {
  return apiRequest<BreadcrumbStep[]>(`/api/equipment/${encodeURIComponent(id)}/breadcrumb`);
}

export function useBreadcrumb(id: string) {
  return useQuery({ queryKey: [...equipmentKey, 'breadcrumb', id], queryFn: () => getBreadcrumb(id) });
}
