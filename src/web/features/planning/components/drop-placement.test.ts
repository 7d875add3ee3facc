import { describe, expect, it } from 'vitest';
import { buildPlanning, buildPlanningCard, buildTechnician, DANA, SAM } from './planning-test-fixtures';
import { placementForDrop, placementOnDay } from './drop-placement';
import type { DropTarget } from './drop-targets';

const cell = (
  technician: { id: string; name: string },
  date: string,
  hour: number | null = null,
): DropTarget => ({
  kind: 'cell',
  technicianId: technician.id,
  technicianName: technician.name,
  date,
  hour,
  row: 0,
  col: 0,
});

describe('what a drop means', () => {
  const board = buildPlanning({
    technicians: [buildTechnician(DANA, { '2026-12-02': { load: 2.5 } }), buildTechnician(SAM)],
  });

  it("starts a card on a technician's day after the work planned there, in the plant's time", () => {
    // 08:00 + 2.5 h = 10:30 in Berlin, 09:30 UTC.
    expect(placementForDrop(buildPlanningCard(), cell(DANA, '2026-12-02'), board)).toEqual({
      assignedTo: DANA.id,
      scheduledStart: '2026-12-02T09:30:00.000Z',
    });
  });

  it('starts it at the hour it is dropped on in the day view', () => {
    expect(placementForDrop(buildPlanningCard(), cell(SAM, '2026-12-03', 14), board)).toEqual({
      assignedTo: SAM.id,
      scheduledStart: '2026-12-03T13:00:00.000Z',
    });
  });

  it('is no move on the card’s own day or hour, and back to the backlog keeps the assignee', () => {
    const card = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: '2026-12-02T08:00:00.000Z' });
    expect(placementForDrop(card, cell(DANA, '2026-12-02'), board)).toBeNull();
    expect(placementForDrop(card, cell(DANA, '2026-12-02', 9), board)).toBeNull();
    expect(placementForDrop(card, { kind: 'backlog' }, board)).toEqual({
      assignedTo: DANA.id,
      scheduledStart: null,
    });
    expect(placementForDrop(buildPlanningCard(), { kind: 'backlog' }, board)).toBeNull();
  });

  it('keeps the start of a card rescheduled on its own day, and never starts one on the next day', () => {
    const card = buildPlanningCard({ assignedTo: DANA.id, scheduledStart: '2026-12-02T12:00:00.000Z' });
    expect(placementOnDay(card, DANA.id, '2026-12-02', board, 4)).toEqual({
      assignedTo: DANA.id,
      scheduledStart: card.scheduledStart,
      hours: 4,
    });
    const full = buildPlanning({ technicians: [buildTechnician(DANA, { '2026-12-04': { load: 20 } })] });
    expect(placementOnDay(buildPlanningCard(), DANA.id, '2026-12-04', full).scheduledStart).toBe(
      '2026-12-04T22:45:00.000Z',
    );
  });
});
