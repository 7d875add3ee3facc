import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';

describe('local time of a plant', () => {
  it('writes minutes and days where the plant is, across a daylight-saving change', () => {
    const berlin = localTime('Europe/Berlin');
    expect(berlin.minute('2026-10-24T22:30:00Z')).toBe('2026-10-25 00:30');
    expect(berlin.minute('2026-10-26T22:30:00Z')).toBe('2026-10-26 23:30');
    expect(berlin.day(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlin.minute(null)).toBe('');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(localTime('Mars/Olympus').minute('2026-10-24T22:30:00Z')).toBe('2026-10-24 22:30');
  });
});
