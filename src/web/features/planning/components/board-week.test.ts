import { describe, expect, it } from 'vitest';
import { shiftWeek, toShownDay, toWeekStart } from './board-week';
import { weekDays } from '@web/lib/planning/week-days';

describe('the week in the URL', () => {
  it('starts on the Monday of any day it names, else of this week', () => {
    expect(toWeekStart('2026-12-02', '2026-06-10')).toBe('2026-11-30');
    expect(toWeekStart('2026-11-30', '2026-06-10')).toBe('2026-11-30');
    expect(toWeekStart('2026-12-06', '2026-06-10')).toBe('2026-11-30');
    expect(toWeekStart(null, '2026-06-10')).toBe('2026-06-08');
    expect(toWeekStart('2026-02-30', '2026-06-10')).toBe('2026-06-08');
    expect(toWeekStart('next week', '2026-06-10')).toBe('2026-06-08');
  });

  it('moves a week at a time, across months and the clock change', () => {
    expect(shiftWeek('2026-11-30', 1)).toBe('2026-12-07');
    expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeek('2026-01-05', -1)).toBe('2025-12-29');
    expect(weekDays('2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it("shows the day asked for when it is in the week, else today's, else the Monday", () => {
    const days = weekDays('2026-11-30');
    expect(toShownDay('2026-12-03', days, '2026-12-01')).toBe('2026-12-03');
    expect(toShownDay('2026-12-09', days, '2026-12-01')).toBe('2026-12-01');
    expect(toShownDay(null, days, '2026-06-10')).toBe('2026-11-30');
  });
});
