import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@shared/schemas/profiles';
import { apiRequestAll } from '@web/lib/api-client';

/** Every list of people (profiles) starts with this key; a user change refreshes them. */
export const profilesKey = ['profiles'] as const;

export function listTechnicians(): Promise<PublicProfile[]> {
  return apiRequestAll<PublicProfile>('/api/profiles?role=technician');
}

/** The people an order can be assigned to; only asked for by those who may assign. */
export function useTechnicians(enabled: boolean) {
  return useQuery({ queryKey: [...profilesKey, { role: 'technician' }], queryFn: listTechnicians, enabled });
}
