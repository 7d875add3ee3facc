import { describe, expect, it } from 'vitest';
import { monthsBetween, trendStart } from './trend-months';

describe('trend months', () => {
  it('reach six months back for a short period', () => {
    const to = new Date('2026-05-15T12:00:00Z');
    const start = trendStart(new Date('2026-04-15T12:00:00Z'), to);
    expect(start.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(monthsBetween(start, to)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
  });

  it('cover the whole of a longer period', () => {
    const to = new Date('2026-05-15T12:00:00Z');
    const from = new Date('2025-05-15T12:00:00Z');
    expect(trendStart(from, to)).toEqual(from);
    // May 2025 … May 2026: 13 months, the first and last ones partial.
    expect(monthsBetween(from, to)).toHaveLength(13);
  });
});
