import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { issuedCalendarFeedSchema } from '@shared/schemas/planning';
import { apiRequest } from '@web/lib/api-client';
import { capacityKeys } from './capacity-keys';

export type IssuedCalendarFeed = z.infer<typeof issuedCalendarFeedSchema>;

/** A new secret address for the technician's feed; an address issued before stops working. */
export function issueCalendarFeed(userId: string): Promise<IssuedCalendarFeed> {
  return apiRequest<IssuedCalendarFeed>(`/api/planning/${userId}/calendar-feed`, { method: 'POST' });
}

export function useIssueCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issueCalendarFeed(userId),
    onSuccess: (issued) =>
      queryClient.setQueryData(capacityKeys.calendarFeed(userId), {
        active: true,
        createdAt: issued.createdAt,
      }),
  });
}
