import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTimeOff, TimeOffEntry } from '@shared/schemas/planning';
import { apiRequest } from '@web/lib/api-client';
import { planningKey } from '@web/lib/planning/planning-key';

export function addTimeOff(userId: string, timeOff: CreateTimeOff): Promise<TimeOffEntry> {
  return apiRequest<TimeOffEntry>(`/api/users/${userId}/time-off`, { method: 'POST', body: timeOff });
}

export function useAddTimeOff(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOff: CreateTimeOff) => addTimeOff(userId, timeOff),
    // The list, and the board's capacity on those days.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKey }),
  });
}
