import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { capacityKeys } from './capacity-keys';

/** Stops the feed: calendars subscribed to its address get nothing more. */
export function revokeCalendarFeed(userId: string): Promise<void> {
  return apiRequest<void>(`/api/planning/${userId}/calendar-feed`, { method: 'DELETE' });
}

export function useRevokeCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeCalendarFeed(userId),
    onSuccess: () =>
      queryClient.setQueryData(capacityKeys.calendarFeed(userId), { active: false, createdAt: null }),
  });
}
