import { useQuery } from '@tanstack/react-query';
import type { TimeOffEntry } from '@shared/schemas/planning';
import { apiRequestAll } from '@web/lib/api-client';
import { capacityKeys } from './capacity-keys';

export function listTimeOff(userId: string): Promise<TimeOffEntry[]> {
  return apiRequestAll<TimeOffEntry>(`/api/users/${userId}/time-off`);
}

export function useTimeOff(userId: string) {
  return useQuery({ queryKey: capacityKeys.timeOff(userId), queryFn: () => listTimeOff(userId) });
}
