import { describe, expect, it } from 'vitest';
import { formatDowntimeLength, formatDowntimeTotal, formatEnd, formatMoment } from './downtime-format';

describe('downtime times', () => {
  it('writes a moment of today as its time, another day with its date', () => {
    const now = new Date(2026, 2, 10, 15, 0).getTime();
    expect(formatMoment(new Date(2026, 2, 10, 9, 12).toISOString(), now)).toBe('09:12');
    expect(formatMoment(new Date(2026, 2, 9, 9, 12).toISOString(), now)).toBe('9 Mar 2026, 09:12');
  });

  it('measures a stop to its end, or an open one to now, and leaves out an end’s date on the same day', () => {
    const stop = {
      startedAt: new Date(2026, 2, 9, 8, 0).toISOString(),
      endedAt: new Date(2026, 2, 9, 10, 5).toISOString(),
    };
    expect(formatDowntimeLength(stop, Date.now())).toBe('2 h 5 min');
    expect(formatEnd(stop)).toBe('10:05');
    expect(formatEnd({ ...stop, endedAt: new Date(2026, 2, 10, 7, 0).toISOString() })).toBe(
      '10 Mar 2026, 07:00',
    );
    const open = { startedAt: stop.startedAt, endedAt: null };
    expect(formatDowntimeLength(open, new Date(2026, 2, 9, 8, 45, 4).getTime())).toBe('45 min 4 s');
    const short = { ...stop, endedAt: new Date(2026, 2, 9, 8, 45, 40).toISOString() };
    expect(formatDowntimeLength(short, Date.now())).toBe('46 min');
  });

  it('writes a total in hours, or in minutes under an hour', () => {
    expect(formatDowntimeTotal(11.083)).toBe('11.1 h');
    expect(formatDowntimeTotal(0.66)).toBe('40 min');
    expect(formatDowntimeTotal(0)).toBe('0 min');
  });
});
