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
});
