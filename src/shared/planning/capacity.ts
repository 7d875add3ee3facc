/**
 * A technician's capacity (issue 26 §2): working hours per weekday less time off. Dates are
 * plant days as `YYYY-MM-DD`; a day's capacity is never below zero.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Hours a technician works on each weekday. */
export type WorkingHours = Readonly<Record<Weekday, number>>;

/** Mon–Fri 8 h, the week a technician has until a supervisor says otherwise. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  mon: 8,
  tue: 8,
  wed: 8,
  thu: 8,
  fri: 8,
  sat: 0,
  sun: 0,
};

/** Days off from `from` to `to`, both included; `hours` off on each of them, or the whole day when null. */
export interface TimeOff {
  from: string;
  to: string;
  hours: number | null;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The weekday of a plant day. */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday: day 0 is index 3 of a week that starts on Monday.
  const index = (((dayNumber(date) + 3) % 7) + 7) % 7;
  return WEEKDAYS[index]!;
}

/** The plant days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1)
    days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  return days;
}

/** The time off includes the plant day `date`. */
export const coversDay = (off: TimeOff, date: string) => off.from <= date && date <= off.to;

/** Hours the technician can work on `date`: that weekday's hours less the time off on it. */
export function dayCapacity(hours: WorkingHours, timeOff: readonly TimeOff[], date: string): number {
  const working = hours[weekdayOf(date)];
  const off = timeOff
    .filter((entry) => coversDay(entry, date))
    .reduce((sum, entry) => sum + (entry.hours ?? working), 0);
  return Math.max(0, working - off);
}

/** What an order with neither scheduled hours nor an estimate counts on the board: an hour. */
export const UNESTIMATED_HOURS = 1;

/** The hours an order takes on the board: as planned (scheduled, else the estimate), else an hour. */
export function boardHours(planned: number | null): number {
  return planned ?? UNESTIMATED_HOURS;
}
