import { describe, expect, it } from 'vitest';
import { foNumberCardSegment } from './work-order-rules';

describe('foNumberCardSegment', () => {
  it('shows the sequence of a WO-{year}-{NNN} number as written, not the year every card shares', () => {
    expect(foNumberCardSegment('WO-2026-099')).toBe('099');
    expect(foNumberCardSegment('WO-2026-1234')).toBe('1234');
  });

  it("keeps the spec's second dash-separated segment for numbers of another shape", () => {
    expect(foNumberCardSegment('PLANT-7731-B')).toBe('7731');
    expect(foNumberCardSegment('WO-26-5')).toBe('26');
    expect(foNumberCardSegment('LEGACY42')).toBe('LEGACY42');
  });
});
