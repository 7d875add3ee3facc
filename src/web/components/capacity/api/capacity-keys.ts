import { planningKey } from '@web/lib/planning/planning-key';

/** One technician's capacity and calendar feed, under the planning prefix the board refreshes with. */
export const capacityKeys = {
  workingHours: (userId: string) => [...planningKey, 'working-hours', userId] as const,
  timeOff: (userId: string) => [...planningKey, 'time-off', userId] as const,
  calendarFeed: (userId: string) => [...planningKey, 'calendar-feed', userId] as const,
};
