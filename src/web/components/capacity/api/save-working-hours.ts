import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkingHoursBody } from '@shared/schemas/planning';
import { apiRequest } from '@web/lib/api-client';
import { planningKey } from '@web/lib/planning/planning-key';

export function saveWorkingHours(userId: string, hours: WorkingHoursBody): Promise<WorkingHoursBody> {
  return apiRequest<WorkingHoursBody>(`/api/users/${userId}/working-hours`, { method: 'PUT', body: hours });
}

export function useSaveWorkingHours(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: WorkingHoursBody) => saveWorkingHours(userId, hours),
    // The board's capacity per day follows the working hours.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKey }),
  });
}
