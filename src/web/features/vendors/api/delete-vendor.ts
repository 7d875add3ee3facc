import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@shared/schemas/vendors';
import { sendChange } from '@web/lib/offline/browser-queue';
import { vendorListsKey } from './list-vendors';
import { wordChange } from '@web/components/offline/change-wording';

/**
 * Through the change queue; offline the card leaves the list at once (useWithPending).
 */
export function deleteVendor(vendor: Vendor): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'vendors',
    recordId: vendor.id,
    baseVersion: vendor.version,
    data: {},
    ...wordChange('change.vendor.delete', { name: vendor.name }),
  });
}

/** Soft delete: parts keep the vendor's name, so only the vendor lists change. */
export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorListsKey }),
  });
}
