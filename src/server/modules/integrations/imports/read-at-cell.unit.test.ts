import { describe, expect, it } from 'vitest';
import { readAtOfCell } from './read-at-cell';

describe('readAtOfCell', () => {
  it('reads a time with an offset or Z as that instant', () => {
    expect(readAtOfCell('2026-11-02T08:00:00Z', 'Europe/Berlin')).toEqual(new Date('2026-11-02T08:00:00Z'));
    expect(readAtOfCell('2026-11-02T08:00:00+0100', 'UTC')).toEqual(new Date('2026-11-02T07:00:00Z'));
    expect(readAtOfCell('2026-11-02 08:00:30.5-05:00', 'UTC')).toEqual(new Date('2026-11-02T13:00:30.500Z'));
  });

  it('reads a time without an offset, and a date alone, on the plant’s clock', () => {
    expect(readAtOfCell('2026-07-02 08:30', 'Europe/Berlin')).toEqual(new Date('2026-07-02T06:30:00Z'));
    expect(readAtOfCell('2026-11-02', 'Europe/Berlin')).toEqual(new Date('2026-11-01T23:00:00Z'));
  });

  it('answers null for what is not a date', () => {
    for (const cell of ['02/11/2026', '2026-02-30', '2026-11-02 24:00', 'yesterday', '']) {
      expect(readAtOfCell(cell, 'UTC')).toBeNull();
    }
  });
});
