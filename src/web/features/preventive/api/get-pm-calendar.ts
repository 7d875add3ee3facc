import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '@shared/schemas/pm';
import { apiRequestAll } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

/** `month` is "2026-11". */
export function getPmCalendar(month: string): Promise<CalendarEntry[]> {
  return apiRequestAll<CalendarEntry>(`/api/pm-calendar?month=${month}`);
}

export function usePmCalendar(month: string) {
  return useQuery({
    queryKey: pmKeys.calendarMonth(month),
    queryFn: () => getPmCalendar(month),
    placeholderData: keepPreviousData,
  });
}
