import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartVendor, PutPartVendors } from '@shared/schemas/purchasing';
import { apiRequest } from '@web/lib/api-client';
import { partsKey } from './list-parts';

// Under the parts key, so whatever refreshes a part's views refreshes its vendors too.
export function partVendorsKey(partId: string) {
  return [...partsKey, 'vendors', partId] as const;
}

function partVendorsPath(partId: string): string {
  return `/api/parts/${encodeURIComponent(partId)}/vendors`;
}

/** The vendors a part is bought from, with their numbers, prices and lead times (ADR 59). */
export function usePartVendors(partId: string) {
  return useQuery({
    queryKey: partVendorsKey(partId),
    queryFn: () => apiRequest<PartVendor[]>(partVendorsPath(partId)),
  });
}

/**
 * PUT replaces the whole list. Sent straight to the server, not through the offline queue: the
 * list has no version, so an edit replayed later could silently undo a colleague's.
 */
export function useSavePartVendors(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutPartVendors) =>
      apiRequest<PartVendor[]>(partVendorsPath(partId), { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(partVendorsKey(partId), saved);
      await queryClient.invalidateQueries({ queryKey: partsKey });
    },
  });
}
