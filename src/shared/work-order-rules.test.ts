import { describe, expect, it } from 'vitest';
import { foNumberCardSegment, isLateAsPlanned } from './work-order-rules';

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

describe('isLateAsPlanned (issue 26 §1)', () => {
  const due = '2026-12-04T16:00:00.000Z';
  it('is late when the work is scheduled to start after the order is due', () => {
    expect(isLateAsPlanned({ scheduledStart: '2026-12-07T07:00:00.000Z', dueDate: due })).toBe(true);
    expect(
      isLateAsPlanned({ scheduledStart: new Date('2026-12-04T16:00:01Z'), dueDate: new Date(due) }),
    ).toBe(true);
  });

  it('is not late when it starts by the due time, or when either is unknown', () => {
    expect(isLateAsPlanned({ scheduledStart: '2026-12-04T16:00:00.000Z', dueDate: due })).toBe(false);
    expect(isLateAsPlanned({ scheduledStart: '2026-12-02T07:00:00.000Z', dueDate: due })).toBe(false);
    expect(isLateAsPlanned({ scheduledStart: null, dueDate: due })).toBe(false);
    expect(isLateAsPlanned({ scheduledStart: '2026-12-07T07:00:00.000Z', dueDate: null })).toBe(false);
  });
});
