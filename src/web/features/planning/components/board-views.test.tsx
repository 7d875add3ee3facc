import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Planning } from '@shared/schemas/planning';
import { renderWithApp } from '@web/test/render';
import { BoardDnd } from './board-dnd';
import { DayBoard } from './day-board';
import type { BoardActions } from './board-props';
import { PhoneDayList } from './phone-day-list';
import {
  buildGhost,
  buildPlanning,
  buildPlanningCard,
  buildTechnician,
  DANA,
  SAM,
} from './planning-test-fixtures';
import { WeekBoard } from './week-board';

const actions = (overrides: Partial<BoardActions> = {}): BoardActions => ({
  pendingIds: new Set(),
  canDrag: true,
  onSchedule: vi.fn(),
  onOpenCapacity: vi.fn(),
  week: '2026-11-30',
  ...overrides,
});

function renderWeek(board: Planning) {
  return renderWithApp(
    <BoardDnd onDrop={vi.fn()}>
      <WeekBoard board={board} actions={actions()} />
    </BoardDnd>,
  );
}

const cell = (name: string) => screen.getByRole('group', { name });
const loadOf = (name: string) => cell(name).closest('td')?.getAttribute('data-load');

describe('the week board', () => {
  it("colours each day by its load against capacity and says so in words, with the day's time off", () => {
    renderWeek(
      buildPlanning({
        technicians: [
          buildTechnician(DANA, {
            '2026-11-30': { load: 6 },
            '2026-12-01': { load: 7.5 },
            '2026-12-02': { load: 10 },
            '2026-12-03': { capacity: 0, timeOffReason: 'Vacation' },
            '2026-12-04': { capacity: 4, load: 2, timeOffReason: 'Dentist' },
          }),
          buildTechnician(SAM),
        ],
      }),
    );
    expect(cell('Dana Lee, Monday 30 November').textContent).toContain('6 / 8 h');
    expect(loadOf('Dana Lee, Monday 30 November')).toBe('free');

    expect(within(cell('Dana Lee, Tuesday 1 December')).getByText('Nearly full')).toBeTruthy();
    expect(loadOf('Dana Lee, Tuesday 1 December')).toBe('nearly-full');
    expect(cell('Dana Lee, Tuesday 1 December').closest('td')?.className).toContain('bg-warning');

    expect(within(cell('Dana Lee, Wednesday 2 December')).getByText('Over by 2 h')).toBeTruthy();
    expect(loadOf('Dana Lee, Wednesday 2 December')).toBe('over');
    expect(cell('Dana Lee, Wednesday 2 December').closest('td')?.className).toContain('bg-destructive');

    expect(within(cell('Dana Lee, Thursday 3 December')).getByText('Off — Vacation')).toBeTruthy();
    expect(within(cell('Dana Lee, Friday 4 December')).getByText('Partly off — Dentist')).toBeTruthy();
    expect(within(cell('Dana Lee, Friday 4 December')).getByText('2 / 4 h')).toBeTruthy();
  });

  it('flags cards that need a second look, mutes done ones, and draws ghosts dashed and fixed', () => {
    const wednesday = (hour: number) => `2026-12-02T${String(hour - 1).padStart(2, '0')}:00:00.000Z`;
    renderWeek(
      buildPlanning({
        orders: [
          buildPlanningCard({
            foNumber: 'WO-2026-0201',
            assignedTo: DANA.id,
            scheduledStart: wednesday(8),
            overdue: true,
            equipmentDown: true,
          }),
          buildPlanningCard({
            foNumber: 'WO-2026-0202',
            assignedTo: DANA.id,
            scheduledStart: wednesday(10),
            lateAsPlanned: true,
          }),
          buildPlanningCard({
            foNumber: 'WO-2026-0203',
            assignedTo: SAM.id,
            scheduledStart: wednesday(8),
            status: 'completed',
          }),
        ],
        ghosts: [
          buildGhost({ kind: 'pm', date: '2026-12-03' }),
          buildGhost({ kind: 'forecast', date: '2026-12-04' }),
        ],
      }),
    );
    const dana = cell('Dana Lee, Wednesday 2 December');
    const urgent = within(dana).getByRole('button', { name: /^WO-2026-0201/ });
    expect(within(urgent).getByRole('img', { name: 'Equipment down' })).toBeTruthy();
    expect(within(urgent).getByRole('img', { name: 'Overdue' })).toBeTruthy();
    expect(urgent.getAttribute('aria-roledescription')).toBe('draggable');
    const late = within(dana).getByRole('button', { name: /^WO-2026-0202/ });
    expect(within(late).getByRole('img', { name: 'Late as planned' })).toBeTruthy();
    expect(within(late).queryByRole('img', { name: 'Overdue' })).toBeNull();

    const done = within(cell('Sam Ortiz, Wednesday 2 December')).getByRole('button', {
      name: /^WO-2026-0203/,
    });
    expect(within(done).getByRole('img', { name: 'Done' })).toBeTruthy();
    expect(done.querySelector('[data-card]')?.className).toContain('opacity-60');

    const pm = within(cell('Dana Lee, Thursday 3 December')).getByText('PM due').closest('[data-ghost]');
    expect(pm?.className).toContain('border-dashed');
    expect(pm?.closest('[aria-roledescription="draggable"]')).toBeNull();
    expect(within(cell('Dana Lee, Friday 4 December')).getByText('Forecast')).toBeTruthy();
  });
});

describe('the day view', () => {
  it("places each card at its start in the plant's time, as wide as its hours", async () => {
    renderWithApp(
      <BoardDnd onDrop={vi.fn()}>
        <DayBoard
          board={buildPlanning({
            technicians: [buildTechnician(DANA, { '2026-12-02': { load: 3 } }), buildTechnician(SAM)],
            orders: [
              // 10:00 in Berlin.
              buildPlanningCard({
                foNumber: 'WO-2026-0501',
                assignedTo: DANA.id,
                scheduledStart: '2026-12-02T09:00:00.000Z',
                hours: 3,
              }),
            ],
          })}
          date="2026-12-02"
          actions={actions()}
        />
      </BoardDnd>,
    );
    const dana = screen.getByRole('rowheader', { name: /Dana Lee/ }).closest('tr')!;
    expect(within(dana).getByText('3 / 8 h')).toBeTruthy();
    const card = within(dana).getByText('WO-2026-0501').closest<HTMLElement>('.absolute')!;
    expect(parseFloat(card.style.left)).toBeCloseTo((4 / 14) * 100);
    expect(parseFloat(card.style.width)).toBeCloseTo((3 / 14) * 100);
    expect(dana.querySelectorAll('[data-slot]')).toHaveLength(14);
  });
});

describe("a technician's row", () => {
  it('offers their working hours and time off, and their printed week', async () => {
    const onOpenCapacity = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <BoardDnd onDrop={vi.fn()}>
        <WeekBoard board={buildPlanning()} actions={actions({ onOpenCapacity })} />
      </BoardDnd>,
    );
    await user.click(screen.getByRole('button', { name: 'Options for Dana Lee' }));
    const print = await screen.findByRole('menuitem', { name: 'Print week' });
    expect(print.getAttribute('href')).toBe(`/planning/print/${DANA.id}?week=2026-11-30`);
    await user.click(screen.getByRole('menuitem', { name: 'Working hours & time off…' }));
    expect(onOpenCapacity).toHaveBeenCalledWith({ id: DANA.id, name: DANA.name });
  });
});

describe('the board on a phone', () => {
  it("lists one day's orders per technician, each moved with Schedule… instead of dragging", () => {
    const onSchedule = vi.fn();
    const card = buildPlanningCard({
      foNumber: 'WO-2026-0301',
      assignedTo: SAM.id,
      scheduledStart: '2026-12-02T07:00:00.000Z',
    });
    const board = buildPlanning({
      technicians: [buildTechnician(DANA), buildTechnician(SAM, { '2026-12-02': { load: 2 } })],
      orders: [
        card,
        buildPlanningCard({
          foNumber: 'WO-2026-0302',
          assignedTo: SAM.id,
          scheduledStart: '2026-12-03T07:00:00.000Z',
        }),
      ],
    });
    renderWithApp(
      <PhoneDayList board={board} date="2026-12-02" actions={actions({ canDrag: false, onSchedule })} />,
    );
    const sam = screen.getByRole('heading', { name: 'Sam Ortiz' }).closest('li')!;
    expect(within(sam).getByText('2 / 8 h')).toBeTruthy();
    expect(within(sam).getByText('WO-2026-0301')).toBeTruthy();
    expect(screen.queryByText('WO-2026-0302')).toBeNull();
    expect(
      within(screen.getByRole('heading', { name: 'Dana Lee' }).closest('li')!).getByText('Nothing planned.'),
    ).toBeTruthy();
    expect(document.querySelector('[aria-roledescription="draggable"]')).toBeNull();
    within(sam).getByRole('button', { name: 'Schedule WO-2026-0301…' }).click();
    expect(onSchedule).toHaveBeenCalledWith(card);
  });
});
