import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { planningKey } from '@web/lib/planning/planning-key';

export function deleteTimeOff(userId: string, timeOffId: string): Promise<void> {
  return apiRequest<void>(`/api/users/${userId}/time-off/${timeOffId}`, { method: 'DELETE' });
}

export function useDeleteTimeOff(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: string) => deleteTimeOff(userId, timeOffId),
    // The list, and the board's capacity on those days.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKey }),
  });
}
