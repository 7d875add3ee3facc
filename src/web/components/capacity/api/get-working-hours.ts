import { useQuery } from '@tanstack/react-query';
import type { WorkingHoursBody } from '@shared/schemas/planning';
import { apiRequest } from '@web/lib/api-client';
import { capacityKeys } from './capacity-keys';

export function getWorkingHours(userId: string): Promise<WorkingHoursBody> {
  return apiRequest<WorkingHoursBody>(`/api/users/${userId}/working-hours`);
}

export function useWorkingHours(userId: string) {
  return useQuery({ queryKey: capacityKeys.workingHours(userId), queryFn: () => getWorkingHours(userId) });
}
