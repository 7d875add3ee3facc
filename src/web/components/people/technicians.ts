import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@shared/schemas/profiles';
import { apiRequestAll } from '@web/lib/api-client';

/** Every list of people (profiles) starts with this key; a user change refreshes them. */
export const profilesKey = ['profiles'] as const;

export function listTechnicians(): Promise<PublicProfile[]> {
  return apiRequestAll<PublicProfile>('/api/profiles?role=technician');
}

/** The plant's technicians: whom an order can be assigned to, whose orders print together. */
export function useTechnicians(enabled = true) {
  return useQuery({ queryKey: [...profilesKey, { role: 'technician' }], queryFn: listTechnicians, enabled });
}
