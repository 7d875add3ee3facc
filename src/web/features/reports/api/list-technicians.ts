import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@shared/schemas/profiles';
import { apiRequestAll } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

/** The technicians of the plant, to print the sheets of one person's orders. */
export function listTechnicians(): Promise<PublicProfile[]> {
  return apiRequestAll<PublicProfile>('/api/profiles?role=technician');
}

export function useTechnicians() {
  return useQuery({ queryKey: reportKeys.technicians, queryFn: listTechnicians });
}
