import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { BoardDnd } from './board-dnd';
import type { BoardActions } from './board-props';
import { buildPlanning, buildPlanningCard, buildTechnician } from './planning-test-fixtures';
import { WeekBoard } from './week-board';

/** An IntersectionObserver the test drives: it reports rows in view when told to. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  showInView(target: Element) {
    const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

const actions: BoardActions = {
  pendingIds: new Set(),
  canDrag: true,
  onSchedule: vi.fn(),
  onOpenCapacity: vi.fn(),
  week: '2026-11-30',
};

const people = Array.from({ length: 20 }, (_, index) => ({
  id: `5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e1${String(index).padStart(3, '0')}`,
  name: `Tech ${String(index + 1).padStart(2, '0')}`,
}));

afterEach(() => vi.unstubAllGlobals());

describe('a week board of many technicians', () => {
  it('draws the cards of the rows in view first, every cell with its load, and the rest once scrolled near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // A full day each: 8 h of cards stand 192 px, so two screens of 768 px hold the first seven rows.
    const orders = people.map((person) =>
      buildPlanningCard({ assignedTo: person.id, scheduledStart: '2026-11-30T07:00:00.000Z', hours: 8 }),
    );
    const board = buildPlanning({
      technicians: people.map((person) => buildTechnician(person, { '2026-11-30': { load: 8 } })),
      orders,
    });
    renderWithApp(
      <BoardDnd onDrop={vi.fn()}>
        <WeekBoard board={board} actions={actions} />
      </BoardDnd>,
    );

    expect(screen.getByText(orders[0]!.foNumber)).toBeTruthy();
    expect(screen.getByText(orders[6]!.foNumber)).toBeTruthy();
    expect(screen.queryByText(orders[19]!.foNumber)).toBeNull();
    expect(screen.getByRole('group', { name: 'Tech 20, Monday 30 November' }).textContent).toContain(
      '8 / 8 h',
    );

    const lastRow = screen.getByRole('group', { name: 'Tech 20, Monday 30 November' }).closest('tr')!;
    act(() => FakeObserver.last?.showInView(lastRow));
    expect(screen.getByText(orders[19]!.foNumber)).toBeTruthy();
    expect(FakeObserver.last?.targets).toHaveLength(people.length);
  });
});
