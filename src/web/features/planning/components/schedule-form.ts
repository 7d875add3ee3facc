import { z } from 'zod';
import { pgDate, quarterHours } from '@shared/schemas/common';

/** The Schedule… dialog: who, which plant day, and for how many hours (the API's own bounds). */
export const scheduleFormSchema = z.object({
  technicianId: z.string().min(1, { error: 'Choose a technician' }),
  day: pgDate('Day'),
  hours: quarterHours('Hours', 24).refine((hours) => hours > 0, { error: 'Hours must be more than 0' }),
});
export type ScheduleFormInput = z.input<typeof scheduleFormSchema>;
export type ScheduleFormValues = z.output<typeof scheduleFormSchema>;
