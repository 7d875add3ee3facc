import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@shared/schemas/vendors';
import { apiRequest } from '@web/lib/api-client';
import { vendorListsKey } from './list-vendors';

export function deleteVendor(vendor: Vendor): Promise<void> {
  return apiRequest<void>(`/api/vendors/${vendor.id}`, {
    method: 'DELETE',
    headers: { 'If-Match': String(vendor.version) },
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
