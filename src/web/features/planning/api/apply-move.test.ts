import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import {
  buildPlanning,
  buildPlanningCard,
  buildTechnician,
  DANA,
  SAM,
} from '../components/planning-test-fixtures';
import { moveInBacklog, moveOnBoard } from './apply-move';
import { NO_BACKLOG_FILTERS } from './backlog-filters';
import type { BacklogPage } from './list-backlog';

// 09:00 and 10:00 in Berlin (UTC+1 in December).
const WED_9 = '2026-12-02T08:00:00.000Z';
const THU_10 = '2026-12-03T09:00:00.000Z';

const dayLoad = (board: ReturnType<typeof buildPlanning>, technicianId: string, date: string) =>
  board.technicians
    .find((technician) => technician.id === technicianId)
    ?.days.find((day) => day.date === date)?.load;

const backlogOf = (items: ReturnType<typeof buildPlanningCard>[], total = items.length) =>
  ({ pages: [{ items, total, nextCursor: null }], pageParams: [undefined] }) satisfies InfiniteData<
    BacklogPage,
    unknown
  >;

describe('a move on the cached board', () => {
  it('takes the card off its day and puts it on the new one, moving its hours between the loads', () => {
    const card = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: WED_9, hours: 3 });
    const board = buildPlanning({
      technicians: [buildTechnician(DANA, { '2026-12-02': { load: 3 } }), buildTechnician(SAM)],
      orders: [card],
    });
    const moved = moveOnBoard(board, card, { assignedTo: SAM.id, scheduledStart: THU_10 });
    expect(moved.orders).toEqual([{ ...card, assignedTo: SAM.id, scheduledStart: THU_10 }]);
    expect(dayLoad(moved, DANA.id, '2026-12-02')).toBe(0);
    expect(dayLoad(moved, SAM.id, '2026-12-03')).toBe(3);
  });

  it('adds a backlog card to the board, and marks it late as planned after its due date', () => {
    const card = buildPlanningCard({ dueDate: '2026-12-01T16:00:00.000Z' });
    const moved = moveOnBoard(buildPlanning(), card, { assignedTo: DANA.id, scheduledStart: WED_9 });
    expect(moved.orders).toMatchObject([{ id: card.id, assignedTo: DANA.id, lateAsPlanned: true }]);
    expect(dayLoad(moved, DANA.id, '2026-12-02')).toBe(2);
  });

  it('takes an unscheduled card off the board, and leaves a board alone that never showed it', () => {
    const card = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: WED_9 });
    const board = buildPlanning({ orders: [card] });
    expect(moveOnBoard(board, card, { assignedTo: DANA.id, scheduledStart: null }).orders).toEqual([]);
    const other = buildPlanning();
    expect(
      moveOnBoard(other, card, { assignedTo: DANA.id, scheduledStart: '2027-01-06T08:00:00.000Z' }),
    ).toBe(other);
  });
});

describe('a move in a cached backlog', () => {
  it('takes a scheduled card out and counts one fewer', () => {
    const card = buildPlanningCard();
    const moved = moveInBacklog(
      backlogOf([card, buildPlanningCard()]),
      card,
      { assignedTo: DANA.id, scheduledStart: WED_9 },
      NO_BACKLOG_FILTERS,
    );
    expect(moved.pages[0]?.items.map((item) => item.id)).not.toContain(card.id);
    expect(moved.pages[0]?.total).toBe(1);
  });

  it('puts an unscheduled card on top of a list it surely belongs in, and not of one filtered by place', () => {
    const card = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: WED_9, priority: 'high' });
    const to = { assignedTo: DANA.id, scheduledStart: null };
    const mine = moveInBacklog(backlogOf([buildPlanningCard()]), card, to, NO_BACKLOG_FILTERS);
    expect(mine.pages[0]?.items[0]).toMatchObject({ id: card.id, scheduledStart: null });
    expect(mine.pages[0]?.total).toBe(2);
    const critical = { ...NO_BACKLOG_FILTERS, priority: 'critical' as const };
    const placed = { ...NO_BACKLOG_FILTERS, locationId: '3f1c2a4e-0000-4000-8000-00000000b001' };
    const list = backlogOf([]);
    expect(moveInBacklog(list, card, to, critical)).toBe(list);
    expect(moveInBacklog(list, card, to, placed)).toBe(list);
  });
});
