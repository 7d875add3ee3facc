import { describe, expect, it } from 'vitest';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { buildDowntime, REASONS } from '@web/test/downtime-fixtures';
import {
  closedDowntime,
  correctedDowntime,
  hoursDownWithin,
  mergePendingDowntime,
  pendingDowntime,
} from './pending-downtime';

const EQUIPMENT = '3f1c2a4e-0000-4000-8000-0000000000e1';
const ORDER = '3f1c2a4e-0000-4000-8000-000000000001';
const HOUR = 3_600_000;

function action(overrides: Partial<ChangeAction>): ChangeAction {
  return {
    id: 'a1',
    timestamp: Date.parse('2026-03-02T12:00:00.000Z'),
    type: 'update',
    table: 'downtime',
    data: {},
    userId: 'u1',
    label: 'x',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    ...overrides,
  };
}

describe('the downtime a queued change stands for', () => {
  it('starts a stop now, or keeps the times of a past one, with the names the screen knows', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    const down = pendingDowntime(
      'temp-1',
      { equipmentId: EQUIPMENT, reasonCode: 'breakdown', workOrderId: ORDER },
      REASONS[0],
      { equipmentAssetTag: 'PMP-001', equipmentName: 'Pump', workOrderFoNumber: 'WO-2026-042' },
      null,
      now,
    );
    expect(down).toMatchObject({
      id: 'temp-1',
      reasonLabel: 'Breakdown',
      planned: false,
      startedAt: now.toISOString(),
      endedAt: null,
      workOrderFoNumber: 'WO-2026-042',
      closedByName: null,
    });
    const past = pendingDowntime(
      'temp-2',
      {
        equipmentId: EQUIPMENT,
        reasonCode: 'planned_maintenance',
        startedAt: new Date('2026-03-01T08:00:00.000Z'),
        endedAt: new Date('2026-03-01T09:30:00.000Z'),
      },
      REASONS[1],
      { equipmentAssetTag: 'PMP-001', equipmentName: 'Pump' },
      null,
      now,
    );
    expect(past).toMatchObject({ planned: true, durationHours: 1.5, endedAt: '2026-03-01T09:30:00.000Z' });
  });

  it('applies a correction one version on, with the new reason’s label, and a close with its end', () => {
    const record = buildDowntime({ version: 4 });
    const corrected = correctedDowntime(record, { reasonCode: 'waiting_for_parts', planned: false }, REASONS);
    expect(corrected).toMatchObject({
      reasonCode: 'waiting_for_parts',
      reasonLabel: 'Waiting for parts',
      version: 5,
    });
    const open = buildDowntime({ endedAt: null, closedByName: null, version: 1 });
    const now = new Date(Date.parse(open.startedAt) + 3 * HOUR);
    expect(closedDowntime(open, {}, null, now)).toMatchObject({
      endedAt: now.toISOString(),
      durationHours: 3,
      version: 2,
    });
  });
});

describe('mergePendingDowntime', () => {
  it('shows a stop recorded here, in scope, newest first, marked as waiting', () => {
    const older = buildDowntime({ workOrderId: ORDER });
    const mine = buildDowntime({
      id: 'temp-9',
      workOrderId: ORDER,
      startedAt: '2026-03-03T08:00:00.000Z',
      endedAt: null,
    });
    const elsewhere = buildDowntime({ id: 'temp-8', workOrderId: null });
    const { items, pendingIds } = mergePendingDowntime(
      [older],
      [
        action({ type: 'create', recordId: mine.id, optimistic: mine }),
        action({ type: 'create', recordId: elsewhere.id, optimistic: elsewhere }),
      ],
      { workOrderId: ORDER },
    );
    expect(items.map((record) => record.id)).toEqual(['temp-9', older.id]);
    expect(pendingIds.has('temp-9')).toBe(true);
    expect(pendingIds.has(older.id)).toBe(false);
  });

  it('applies queued corrections and closes, and drops queued deletes', () => {
    const open = buildDowntime({ endedAt: null, startedAt: '2026-03-02T09:00:00.000Z' });
    const corrected = buildDowntime();
    const deleted = buildDowntime();
    const { items, pendingIds } = mergePendingDowntime(
      [open, corrected, deleted],
      [
        action({ recordId: corrected.id, optimistic: { ...corrected, reasonLabel: 'Operator' } }),
        action({
          table: 'downtime-close',
          recordId: open.id,
          optimistic: { ...open, endedAt: '2026-03-02T11:00:00.000Z' },
        }),
        action({ type: 'delete', recordId: deleted.id }),
      ],
      { equipmentId: EQUIPMENT },
    );
    expect(items.map((record) => record.id)).toEqual([open.id, corrected.id]);
    expect(items[0]?.endedAt).toBe('2026-03-02T11:00:00.000Z');
    expect(items[1]?.reasonLabel).toBe('Operator');
    expect([...pendingIds].sort()).toEqual([open.id, corrected.id, deleted.id].sort());
  });

  it('ends the equipment’s open stop when its order is completed “back in service” here', () => {
    const open = buildDowntime({ endedAt: null, startedAt: '2026-03-02T09:00:00.000Z' });
    const completion = action({
      table: 'work-orders',
      recordId: ORDER,
      data: { status: 'completed', backInService: true },
      optimistic: { id: ORDER, equipmentId: EQUIPMENT },
    });
    const { items, pendingIds } = mergePendingDowntime([open], [completion], { equipmentId: EQUIPMENT });
    expect(items[0]?.endedAt).toBe('2026-03-02T12:00:00.000Z');
    expect(pendingIds.has(open.id)).toBe(true);
    // Another asset's order leaves it running down.
    const other = { ...completion, optimistic: { id: ORDER, equipmentId: 'another' } };
    expect(mergePendingDowntime([open], [other], {}).items[0]?.endedAt).toBeNull();
  });
});

describe('hoursDownWithin', () => {
  it('cuts stops at the window’s start and counts an open one to now', () => {
    const now = Date.parse('2026-03-31T12:00:00.000Z');
    const records = [
      // 2 h, all inside.
      { startedAt: '2026-03-20T08:00:00.000Z', endedAt: '2026-03-20T10:00:00.000Z' },
      // Began 40 days ago, ended 29 days ago: one day of it counts.
      { startedAt: '2026-02-19T12:00:00.000Z', endedAt: '2026-03-02T12:00:00.000Z' },
      // Over before the window.
      { startedAt: '2026-02-01T08:00:00.000Z', endedAt: '2026-02-02T08:00:00.000Z' },
      // Open for 1.5 h.
      { startedAt: '2026-03-31T10:30:00.000Z', endedAt: null },
    ];
    expect(hoursDownWithin(records, 30, now)).toBe(2 + 24 + 1.5);
  });
});
