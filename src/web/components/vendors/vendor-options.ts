import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { Vendor } from '@shared/schemas/vendors';
import { apiRequestAll } from '@web/lib/api-client';

/**
 * Every vendor query starts with this key. The vendors screen invalidates it when a vendor is
 * added, renamed or deleted, and part and work-order changes invalidate it because the vendor
 * cards count both, so every select and card stays current.
 */
export const vendorsKey = ['vendors'] as const;

function listVendorOptions(): Promise<Vendor[]> {
  return apiRequestAll<Vendor>('/api/vendors');
}

/** The warehouse's suppliers and contractors (sorted by name), for selects and filter chips. */
export function useVendorOptions(enabled = true) {
  return useQuery({
    queryKey: [...vendorsKey, 'list', { limit: MAX_PAGE_SIZE }],
    queryFn: listVendorOptions,
    enabled,
  });
}
