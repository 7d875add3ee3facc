import { describe, expect, it } from 'vitest';
import { plantDayOf, plantHourOf, plantInstant } from './plant-time';

describe('plant time', () => {
  it('reads an instant as the plant day and hour of its zone', () => {
    expect(plantDayOf('2026-12-02T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-03');
    expect(plantDayOf('2026-12-02T23:30:00Z', 'UTC')).toBe('2026-12-02');
    expect(plantHourOf('2026-12-02T07:30:00Z', 'Europe/Berlin')).toBe(8.5);
  });

  it('turns a plant day and hour into the instant, whatever zone the reader is in', () => {
    expect(plantInstant('2026-12-02', 8, 'Europe/Berlin').toISOString()).toBe('2026-12-02T07:00:00.000Z');
    expect(plantInstant('2026-07-02', 8, 'Europe/Berlin').toISOString()).toBe('2026-07-02T06:00:00.000Z');
    expect(plantInstant('2026-12-02', 13.25, 'America/Chicago').toISOString()).toBe(
      '2026-12-02T19:15:00.000Z',
    );
    expect(plantInstant('2026-12-02', 8, 'UTC').toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('keeps 08:00 on the days clocks change', () => {
    expect(plantInstant('2026-03-29', 8, 'Europe/Berlin').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(plantInstant('2026-10-25', 8, 'Europe/Berlin').toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(plantDayOf(plantInstant('2026-03-08', 8, 'America/New_York'), 'America/New_York')).toBe(
      '2026-03-08',
    );
  });

  it('reads the hour on either side of a change of the clocks, and in zones off the whole hour', () => {
    expect(plantHourOf('2026-03-29T00:59:00Z', 'Europe/Berlin')).toBeCloseTo(1 + 59 / 60);
    expect(plantHourOf('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe(3);
    expect(plantHourOf('2026-10-25T00:59:00Z', 'Europe/Berlin')).toBeCloseTo(2 + 59 / 60);
    expect(plantHourOf('2026-10-25T01:00:00Z', 'Europe/Berlin')).toBe(2);
    expect(plantHourOf('2026-12-02T00:00:00Z', 'Asia/Kathmandu')).toBe(5.75);
    expect(plantDayOf('2026-12-02T18:30:00Z', 'Asia/Kolkata')).toBe('2026-12-03');
  });

  it("reads the same day and hour as the zone's own clock for any instant", () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    const clocks = zones.map(
      (timeZone) =>
        [
          timeZone,
          new Intl.DateTimeFormat('en-CA', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          }),
        ] as const,
    );
    for (let n = 0; n < 500; n += 1) {
      const instant = Date.UTC(2026, 0, 1) + ((n * 7919) % 1000) * 31_536_000 + n * 60_000;
      for (const [timeZone, clock] of clocks) {
        const parts = clock.formatToParts(instant);
        const get = (type: string) => parts.find((part) => part.type === type)?.value;
        expect(plantDayOf(new Date(instant), timeZone)).toBe(`${get('year')}-${get('month')}-${get('day')}`);
        expect(plantHourOf(new Date(instant), timeZone)).toBeCloseTo(
          Number(get('hour')) + Number(get('minute')) / 60,
        );
      }
    }
  });
});
