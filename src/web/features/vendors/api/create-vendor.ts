import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVendor, Vendor } from '@shared/schemas/vendors';
import { apiRequest } from '@web/lib/api-client';
import { vendorListsKey } from './list-vendors';

export function createVendor(input: CreateVendor): Promise<Vendor> {
  return apiRequest<Vendor>('/api/vendors', { method: 'POST', body: input });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorListsKey }),
  });
}
