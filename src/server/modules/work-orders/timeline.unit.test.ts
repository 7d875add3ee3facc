import { describe, expect, it } from 'vitest';
import { downtimeLength } from './timeline';

const from = '2026-10-14T08:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(from) + minutes * 60_000).toISOString();

describe('downtimeLength', () => {
  it('says a stop’s length in hours and minutes, as people say it', () => {
    expect(downtimeLength(from, after(135))).toBe('2 h 15 min');
    expect(downtimeLength(from, after(180))).toBe('3 h');
    expect(downtimeLength(from, after(40))).toBe('40 min');
    expect(downtimeLength(from, after(60 * 30 + 1))).toBe('30 h 1 min');
  });

  it('rounds to whole minutes and never says 0', () => {
    expect(downtimeLength(from, after(0.2))).toBe('1 min');
    expect(downtimeLength(from, after(59.6))).toBe('1 h');
  });
});
