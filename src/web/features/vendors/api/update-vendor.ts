import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVendor, Vendor } from '@shared/schemas/vendors';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { vendorListsKey } from './list-vendors';

/** If-Match carries the version the person saw: a change made meanwhile answers 409, not a silent overwrite. */
export function updateVendor({
  vendor,
  changes,
}: {
  vendor: Vendor;
  changes: UpdateVendor;
}): Promise<Vendor> {
  return apiRequest<Vendor>(`/api/vendors/${vendor.id}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(vendor.version) },
  });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSettled: async (_saved, _error, { changes }) => {
      await Promise.all([
        // Also after a conflict: the cards must show the vendor as it is now.
        queryClient.invalidateQueries({ queryKey: vendorListsKey }),
        // Parts and work orders show the vendor's name.
        'name' in changes ? queryClient.invalidateQueries({ queryKey: ['parts'] }) : null,
        'name' in changes ? queryClient.invalidateQueries({ queryKey: workOrderKeys.all }) : null,
      ]);
    },
  });
}
