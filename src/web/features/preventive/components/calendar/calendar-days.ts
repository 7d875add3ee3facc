import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarEntry } from '@shared/schemas/pm';
import { formatDateParts } from '@web/lib/formatting';

/** Weeks start on Monday, as maintenance rosters do. */
const WEEK_STARTS_ON = 1;
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface CalendarDay {
  /** "2026-11-21", the same form as CalendarEntry.date. */
  key: string;
  date: Date;
  isInMonth: boolean;
  isToday: boolean;
  entries: CalendarEntry[];
}

export function monthKey(date: Date): string {
  return format(date, 'yyyy-MM');
}

/** The month in the URL, or this month when it is missing or malformed. */
export function toMonth(value: string | null, today: Date = new Date()): string {
  return value && MONTH_PATTERN.test(value) ? value : monthKey(today);
}

export function monthStart(month: string): Date {
  const date = parse(month, 'yyyy-MM', new Date(2000, 0, 1));
  return isValid(date) ? date : startOfMonth(new Date());
}

export function shiftMonth(month: string, by: number): string {
  return monthKey(addMonths(monthStart(month), by));
}

/** Orders that exist come before forecasts; then by asset tag, so a day reads the same each time. */
function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  if (a.kind !== b.kind) return a.kind === 'work_order' ? -1 : 1;
  return (a.assetTag ?? '').localeCompare(b.assetTag ?? '') || a.title.localeCompare(b.title);
}

export function groupByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = entry.date.slice(0, 10);
    const list = days.get(key) ?? [];
    list.push(entry);
    days.set(key, list);
  }
  for (const list of days.values()) list.sort(compareEntries);
  return days;
}

/** Whole weeks (Monday to Sunday) covering the month, each day with its entries. */
export function buildMonthGrid(
  month: string,
  entries: readonly CalendarEntry[],
  today: Date = new Date(),
): CalendarDay[][] {
  const first = monthStart(month);
  const byDay = groupByDay(entries);
  const todayKey = format(today, 'yyyy-MM-dd');
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: WEEK_STARTS_ON }),
  }).map((date): CalendarDay => {
    const key = format(date, 'yyyy-MM-dd');
    return {
      key,
      date,
      isInMonth: date.getMonth() === first.getMonth(),
      isToday: key === todayKey,
      entries: byDay.get(key) ?? [],
    };
  });
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The phone agenda: only the month's days that have something on them, in order. */
export function agendaDays(
  month: string,
  entries: readonly CalendarEntry[],
  today: Date = new Date(),
): CalendarDay[] {
  return buildMonthGrid(month, entries, today)
    .flat()
    .filter((day) => day.isInMonth && day.entries.length > 0);
}

/** Monday to Sunday, short, in the screens' language (asked at each draw, so a language switch shows). */
export const weekdayLabels = () =>
  Array.from({ length: 7 }, (_, index) =>
    formatDateParts(addDays(startOfWeek(new Date(2026, 0, 5), { weekStartsOn: WEEK_STARTS_ON }), index), {
      weekday: 'short',
    }),
  );
