import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVendor, Vendor } from '@shared/schemas/vendors';
import { sendChange } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { vendorListsKey } from './list-vendors';
import { wordChange } from '@web/components/offline/change-wording';

/** The vendor as the cards show it until the server has it (a temp- id, nothing counted yet). */
function draftVendor(input: CreateVendor): Vendor {
  const now = new Date().toISOString();
  return {
    id: newTempId(),
    name: input.name,
    type: input.type,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    contactPerson: input.contactPerson ?? null,
    partsCount: 0,
    openWorkOrdersCount: 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

/**
 * Through the change queue: the server's vendor, or offline the draft `wasQueued` recognises.
 */
export function createVendor(input: CreateVendor): Promise<Vendor> {
  const draft = draftVendor(input);
  return sendChange<Vendor>({
    type: 'create',
    table: 'vendors',
    recordId: draft.id,
    data: input,
    ...wordChange('change.vendor.create', { name: input.name }),
    optimistic: draft,
  });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorListsKey }),
  });
}
