import { z } from 'zod';
import { pgDate, quarterHours } from '@shared/schemas/common';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { planningMessages } from '../messages';

/**
 * The Schedule… dialog: who, which plant day, and for how many hours (the API's own bounds).
 * The day's and the hours' own messages are the shared schema helpers'.
 */
export const scheduleFormSchema = (t: TextsOf<typeof planningMessages>) =>
  z.object({
    technicianId: z.string().min(1, { error: t('schedule.chooseTechnician') }),
    day: pgDate('Day'),
    hours: quarterHours('Hours', 24).refine((hours) => hours > 0, { error: t('schedule.hoursPositive') }),
  });
type ScheduleFormSchema = ReturnType<typeof scheduleFormSchema>;
export type ScheduleFormInput = z.input<ScheduleFormSchema>;
export type ScheduleFormValues = z.output<ScheduleFormSchema>;
