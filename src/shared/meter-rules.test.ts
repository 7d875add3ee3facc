import { describe, expect, it } from 'vitest';
import {
  counterReadingProblem,
  formatMeterValue,
  formatReadingDay,
  gaugeLimitPassed,
  isReadInFuture,
  runningTotals,
} from './meter-rules';

const at = (iso: string) => new Date(iso);
const reading = (value: number, iso: string, reset = false) => ({ value, readAt: at(iso), reset });
const hours = { unit: 'h', timeZone: 'UTC' };

describe('formatMeterValue', () => {
  it('groups thousands the en-US way, keeps up to two decimals and puts the unit after a space', () => {
    expect(formatMeterValue(1204, 'h')).toBe('1,204 h');
    expect(formatMeterValue(1310.456, 'h')).toBe('1,310.46 h');
    expect(formatMeterValue(12.5, '°C')).toBe('12.5 °C');
    expect(formatMeterValue(-3, 'bar')).toBe('-3 bar');
  });
});

describe('formatReadingDay', () => {
  it('writes the day where the plant is, with the year only when it is another year', () => {
    expect(formatReadingDay(at('2026-11-03T10:00:00Z'), 'UTC', at('2026-11-20T00:00:00Z'))).toBe('3 Nov');
    expect(formatReadingDay(at('2025-12-30T10:00:00Z'), 'UTC', at('2026-01-02T00:00:00Z'))).toBe(
      '30 Dec 2025',
    );
    // 23:30 UTC on 3 Nov is already 4 Nov in Berlin.
    expect(formatReadingDay(at('2026-11-03T23:30:00Z'), 'Europe/Berlin', at('2026-11-20T00:00:00Z'))).toBe(
      '4 Nov',
    );
    expect(formatReadingDay(at('2026-09-03T10:00:00Z'), 'UTC', at('2026-09-20T00:00:00Z'))).toBe('3 Sep');
  });
});

describe('counterReadingProblem', () => {
  it('refuses a reading below the previous one of its segment, in the words of the issue', () => {
    const problem = counterReadingProblem(
      reading(1204, '2026-11-05T08:00:00Z'),
      { previous: reading(1310, '2026-11-03T08:00:00Z'), next: null },
      hours,
    );
    expect(problem).toEqual({
      code: 'meter.belowPrevious',
      params: { value: '1,204 h', other: '1,310 h', day: '3 Nov' },
      message: 'Reading 1,204 h is below the previous reading 1,310 h on 3 Nov',
    });
  });

  it('accepts a replacement or rollover below the previous reading: it starts a new segment', () => {
    const previous = reading(1310, '2026-11-03T08:00:00Z');
    expect(
      counterReadingProblem(reading(4, '2026-11-05T08:00:00Z', true), { previous, next: null }, hours),
    ).toBeNull();
  });

  it('refuses a late reading above the next one of its segment', () => {
    const problem = counterReadingProblem(
      reading(1400, '2026-11-04T08:00:00Z'),
      { previous: reading(1310, '2026-11-03T08:00:00Z'), next: reading(1350, '2026-11-05T08:00:00Z') },
      hours,
    );
    expect(problem?.message).toBe('Reading 1,400 h is above the next reading 1,350 h on 5 Nov');
  });

  it('lets a late reading above a next one that started a new segment, and equal values through', () => {
    const previous = reading(1310, '2026-11-03T08:00:00Z');
    const replaced = reading(2, '2026-11-05T08:00:00Z', true);
    expect(
      counterReadingProblem(reading(1400, '2026-11-04T08:00:00Z'), { previous, next: replaced }, hours),
    ).toBeNull();
    expect(
      counterReadingProblem(reading(1310, '2026-11-04T08:00:00Z'), { previous, next: null }, hours),
    ).toBeNull();
  });

  it('holds a late replacement to the next reading, which now belongs to its segment', () => {
    const problem = counterReadingProblem(
      reading(30, '2026-11-04T08:00:00Z', true),
      { previous: reading(1310, '2026-11-03T08:00:00Z'), next: reading(1350, '2026-11-05T08:00:00Z') },
      hours,
    );
    expect(problem).toBeNull();
    expect(
      counterReadingProblem(
        reading(30, '2026-11-04T08:00:00Z', true),
        { previous: null, next: reading(20, '2027-01-05T08:00:00Z') },
        hours,
      )?.message,
    ).toBe('Reading 30 h is above the next reading 20 h on 5 Jan 2027');
  });
});

describe('runningTotals', () => {
  it('counts the first value, then what the meter moved, and adds a new segment from zero', () => {
    expect(
      runningTotals(null, [
        { value: 100, reset: false },
        { value: 130, reset: false },
        { value: 5, reset: true },
        { value: 25, reset: false },
      ]),
    ).toEqual([100, 130, 135, 155]);
  });

  it('continues from the reading before', () => {
    expect(runningTotals({ value: 50, total: 500 }, [{ value: 70, reset: false }])).toEqual([520]);
  });
});

describe('gaugeLimitPassed', () => {
  it('names the limit passed and ignores a missing one', () => {
    expect(gaugeLimitPassed(91, { minValue: 10, maxValue: 90 })).toEqual({ side: 'above', limit: 90 });
    expect(gaugeLimitPassed(9, { minValue: 10, maxValue: 90 })).toEqual({ side: 'below', limit: 10 });
    expect(gaugeLimitPassed(90, { minValue: 10, maxValue: 90 })).toBeNull();
    expect(gaugeLimitPassed(-1000, { minValue: null, maxValue: 90 })).toBeNull();
  });
});

describe('isReadInFuture', () => {
  it('allows five minutes of a fast clock', () => {
    const now = at('2026-11-05T08:00:00Z');
    expect(isReadInFuture(at('2026-11-05T08:05:00Z'), now)).toBe(false);
    expect(isReadInFuture(at('2026-11-05T08:05:01Z'), now)).toBe(true);
  });
});
