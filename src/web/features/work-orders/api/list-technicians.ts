import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@shared/schemas/profiles';
import { apiRequest } from '@web/lib/api-client';

export function listTechnicians(): Promise<PublicProfile[]> {
  return apiRequest<PublicProfile[]>('/api/profiles?role=technician');
}

/** The people an order can be assigned to; only asked for by those who may assign. */
export function useTechnicians(enabled: boolean) {
  return useQuery({ queryKey: ['profiles', { role: 'technician' }], queryFn: listTechnicians, enabled });
}
