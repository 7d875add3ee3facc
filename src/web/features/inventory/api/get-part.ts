import { useQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { apiRequest } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import { partsKey } from './list-parts';

export function partDetailKey(id: string) {
  return [...partsKey, 'detail', id] as const;
}

export function getPart(id: string): Promise<Part> {
  return apiRequest<Part>(`/api/parts/${encodeURIComponent(id)}`);
}

export function usePart(id: string | null) {
  return useQuery({
    queryKey: partDetailKey(id ?? ''),
    queryFn: () => getPart(id ?? ''),
    // A part made offline (temp- id) is not on the server yet: the queue has it.
    enabled: Boolean(id) && !isTempId(id),
  });
}
