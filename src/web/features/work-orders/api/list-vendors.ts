import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { Vendor } from '@shared/schemas/vendors';
import { apiRequest } from '@web/lib/api-client';

/**
 * Keyed under the vendors screen's prefix, so a vendor added or renamed there shows here; the
 * vendor cards count open work orders, so work-order changes that touch a vendor refresh it.
 */
export const vendorsKey = ['vendors'] as const;

export function listVendors(): Promise<Vendor[]> {
  return apiRequest<Vendor[]>(`/api/vendors?limit=${MAX_PAGE_SIZE}`);
}

/** The warehouse's suppliers and contractors (sorted by name), for the form and the list filter. */
export function useVendors(enabled = true) {
  return useQuery({
    queryKey: [...vendorsKey, 'list', { limit: MAX_PAGE_SIZE }],
    queryFn: listVendors,
    enabled,
  });
}
