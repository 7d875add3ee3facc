import { describe, expect, it } from 'vitest';
import { moveOnBoard } from '../api/apply-move';
import { boardRows } from './board-rows';
import { buildPlanning, buildPlanningCard, DANA, SAM } from './planning-test-fixtures';
import { shareRows } from './shared-rows';

const at = (day: string) => `${day}T07:00:00.000Z`;

describe("the board's rows across a move", () => {
  it('keep every day the move did not touch as the same cards, so only two cells draw again', () => {
    const monday = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: at('2026-11-30') });
    const tuesday = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: at('2026-12-01') });
    const sams = buildPlanningCard({ assignedTo: SAM.id, scheduledStart: at('2026-12-02') });
    const before = buildPlanning({ orders: [monday, tuesday, sams] });
    const drawn = boardRows(before);

    const after = moveOnBoard(before, monday, { assignedTo: SAM.id, scheduledStart: at('2026-12-03') });
    const rows = shareRows(boardRows(after), drawn);

    const [dana, sam] = rows;
    expect(dana?.cards.get('2026-12-01')).toBe(drawn[0]?.cards.get('2026-12-01'));
    expect(sam?.cards.get('2026-12-02')).toBe(drawn[1]?.cards.get('2026-12-02'));
    expect(dana?.cards.has('2026-11-30')).toBe(false);
    expect(sam?.cards.get('2026-12-03')?.map((card) => card.id)).toEqual([monday.id]);
  });

  it('give a day new cards when one of them changed, even with the same number of cards', () => {
    const card = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: at('2026-11-30') });
    const before = buildPlanning({ orders: [card] });
    const drawn = boardRows(before);
    const changed = { ...before, orders: [{ ...card, version: 2 }] };
    const [dana] = shareRows(boardRows(changed), drawn);
    expect(dana?.cards.get('2026-11-30')).not.toBe(drawn[0]?.cards.get('2026-11-30'));
    expect(dana?.cards.get('2026-11-30')?.[0]?.version).toBe(2);
  });
});
