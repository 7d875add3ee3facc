import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Vendor } from '@shared/schemas/vendors';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { apiRequestWithHeaders } from '@web/lib/api-client';

export const vendorListsKey = [...vendorsKey, 'list'] as const;

/** Query-string parameters of GET /api/vendors, as the page's URL carries them. */
export type VendorListParams = Readonly<Record<string, string>>;

/** A multiple of 2 and 3, so every grid width ends a page on a full row. */
export const VENDOR_PAGE_SIZE = 48;

export interface VendorPage {
  items: Vendor[];
  total: number;
  nextCursor: string | null;
}

export async function listVendors(params: VendorListParams, cursor?: string): Promise<VendorPage> {
  const query = new URLSearchParams({ ...params, limit: String(VENDOR_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Vendor[]>(`/api/vendors?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/** Vendors sorted by name, each with the parts and open work orders that name it. */
export function useVendorPages(params: VendorListParams) {
  return useInfiniteQuery({
    queryKey: [...vendorListsKey, 'pages', params],
    queryFn: ({ pageParam }) => listVendors(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The cards stay while a new search loads, instead of flashing placeholders per keystroke.
    placeholderData: keepPreviousData,
  });
}
