import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { Vendor } from '@shared/schemas/vendors';
import { apiRequest } from '@web/lib/api-client';

/**
 * Keyed under the vendors screen's prefix, so adding, renaming or deleting a vendor there
 * refreshes the choices here too.
 */
export const vendorsKey = ['vendors'] as const;

export function listVendorOptions(): Promise<Vendor[]> {
  return apiRequest<Vendor[]>(`/api/vendors?limit=${MAX_PAGE_SIZE}`);
}

/** The warehouse's vendors (sorted by name) for the part form's select and the vendor filter. */
export function useVendorOptions(enabled = true) {
  return useQuery({
    queryKey: [...vendorsKey, 'list', { limit: MAX_PAGE_SIZE }],
    queryFn: listVendorOptions,
    enabled,
  });
}
