import { describe, expect, it } from 'vitest';
import { dayCapacity, daysBetween, DEFAULT_WORKING_HOURS, weekdayOf, type TimeOff } from './capacity';

const WEEK = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
];

describe('a technician’s capacity (issue 26 §2)', () => {
  it('knows the weekday of a plant day', () => {
    expect(WEEK.map(weekdayOf)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(weekdayOf('1970-01-01')).toBe('thu');
    expect(weekdayOf('2028-02-29')).toBe('tue');
  });

  it('lists the days of a range, both ends included, across a month', () => {
    expect(daysBetween('2026-11-30', '2026-12-06')).toEqual(WEEK);
    expect(daysBetween('2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
    expect(daysBetween('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('is Monday to Friday 8 h by default, nothing at the weekend', () => {
    expect(WEEK.map((day) => dayCapacity(DEFAULT_WORKING_HOURS, [], day))).toEqual([8, 8, 8, 8, 8, 0, 0]);
  });

  it('takes whole days off away, and partial days by their hours', () => {
    const timeOff: TimeOff[] = [
      { from: '2026-12-01', to: '2026-12-02', hours: null },
      { from: '2026-12-04', to: '2026-12-04', hours: 3.5 },
    ];
    expect(WEEK.map((day) => dayCapacity(DEFAULT_WORKING_HOURS, timeOff, day))).toEqual([
      8, 0, 0, 8, 4.5, 0, 0,
    ]);
  });

  it('follows the technician’s own week, and never falls below zero', () => {
    const shifts = { ...DEFAULT_WORKING_HOURS, mon: 10, fri: 6, sat: 4 };
    const timeOff: TimeOff[] = [
      { from: '2026-12-04', to: '2026-12-05', hours: 5 },
      { from: '2026-12-04', to: '2026-12-04', hours: 4 },
    ];
    expect(WEEK.map((day) => dayCapacity(shifts, timeOff, day))).toEqual([10, 8, 8, 8, 0, 0, 0]);
  });
});
