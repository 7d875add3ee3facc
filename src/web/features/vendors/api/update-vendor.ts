import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVendor, Vendor } from '@shared/schemas/vendors';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange } from '@web/lib/offline/browser-queue';
import { vendorListsKey } from './list-vendors';
import { wordChange } from '@web/components/offline/change-wording';

/**
 * Through the change queue, with the version the person saw as If-Match: a change made
 * meanwhile answers 409, not a silent overwrite. Queued offline, the card shows the edit at
 * once, one version on, so a second edit before the sync follows the first one.
 */
export function updateVendor({
  vendor,
  changes,
}: {
  vendor: Vendor;
  changes: UpdateVendor;
}): Promise<Vendor> {
  return sendChange<Vendor>({
    type: 'update',
    table: 'vendors',
    recordId: vendor.id,
    baseVersion: vendor.version,
    data: changes,
    ...wordChange('change.vendor.update', { name: vendor.name }),
    optimistic: { ...vendor, ...changes, version: vendor.version + 1 },
  });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendor, changes }: { vendor: Vendor; changes: UpdateVendor }) =>
      updateVendor({ vendor, changes }),
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
