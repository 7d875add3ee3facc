import { describe, expect, it } from 'vitest';
import { REASONS } from '@web/test/downtime-fixtures';
import { movedPositions } from './change-downtime-reasons';

const ids = (moves: ReturnType<typeof movedPositions>) =>
  moves.map(({ reason, position }) => [reason.code, position]);

describe('movedPositions', () => {
  it('swaps a reason with its neighbour, saving only the places that change', () => {
    const second = REASONS[1]?.id ?? '';
    expect(ids(movedPositions(REASONS, second, -1))).toEqual([
      ['planned_maintenance', 1],
      ['breakdown', 2],
    ]);
  });

  it('renumbers positions with gaps, and does nothing past either end', () => {
    const gappy = REASONS.slice(0, 3).map((reason, index) => ({ ...reason, position: (index + 1) * 10 }));
    expect(ids(movedPositions(gappy, gappy[2]?.id ?? '', -1))).toEqual([
      ['breakdown', 1],
      ['waiting_for_parts', 2],
      ['planned_maintenance', 3],
    ]);
    expect(movedPositions(REASONS, REASONS[0]?.id ?? '', -1)).toEqual([]);
    expect(movedPositions(REASONS, REASONS.at(-1)?.id ?? '', 1)).toEqual([]);
  });
});
