import { dayOf, shiftDays, weekDays } from '@web/lib/planning/week-days';

const PLANT_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day (not 2026-02-30). */
function isPlantDay(value: string | null): value is string {
  return value !== null && PLANT_DAY.test(value) && shiftDays(value, 0) === value;
}

/** The Monday of the week a `?week=` names (any day of it), else of this week. */
export function toWeekStart(param: string | null, today = dayOf()): string {
  return weekDays(isPlantDay(param) ? param : today)[0]!;
}

/** The Monday `weeks` weeks before (negative) or after `monday`. */
export function shiftWeek(monday: string, weeks: number): string {
  return shiftDays(monday, weeks * 7);
}

/** The day a `?day=` names when it falls in the week shown, else the week's today or its Monday. */
export function toShownDay(param: string | null, days: readonly string[], today = dayOf()): string {
  if (param && days.includes(param)) return param;
  return days.includes(today) ? today : days[0]!;
}
