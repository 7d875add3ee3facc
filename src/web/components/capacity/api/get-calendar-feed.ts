import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { calendarFeedSchema } from '@shared/schemas/planning';
import { apiRequest } from '@web/lib/api-client';
import { capacityKeys } from './capacity-keys';

export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** Whether the technician has a calendar feed; its address is never read back (it holds the secret). */
export function getCalendarFeed(userId: string): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/planning/${userId}/calendar-feed`);
}

export function useCalendarFeed(userId: string) {
  return useQuery({ queryKey: capacityKeys.calendarFeed(userId), queryFn: () => getCalendarFeed(userId) });
}
