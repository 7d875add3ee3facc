import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@shared/schemas/vendors';
import { sendChange } from '@web/lib/offline/browser-queue';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';
import { vendorListsKey } from './list-vendors';

/**
 * Through the change queue; offline the card leaves the list at once (useWithPending).
 * `label` names the change in the pending-changes list.
 */
export function deleteVendor(vendor: Vendor, label: string): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'vendors',
    recordId: vendor.id,
    baseVersion: vendor.version,
    data: {},
    label,
  });
}

/** Soft delete: parts keep the vendor's name, so only the vendor lists change. */
export function useDeleteVendor() {
  const t = useT(vendorsMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendor: Vendor) => deleteVendor(vendor, t('queue.delete', { name: vendor.name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorListsKey }),
  });
}
