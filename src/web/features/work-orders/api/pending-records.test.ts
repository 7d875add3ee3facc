import { describe, expect, it } from 'vitest';
import { workOrderSchema } from '@shared/schemas/work-orders';
import { checklistItemSchema, laborEntrySchema, partsUsageSchema } from '@shared/schemas/work-order-activity';
import { buildSessionUser } from '@web/test/fixtures';
import {
  pendingChecklistItem,
  pendingLaborEntry,
  pendingPartsUsage,
  pendingWorkOrder,
  stoppedLaborEntry,
} from './pending-records';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const USER = buildSessionUser();
const ORDER_ID = '3f1c2a4e-0000-4000-8000-000000000001';
// The shared schemas check ids as UUIDs; a temp- id is a prefixed one.
const TEMP = `temp-3f1c2a4e-0000-4000-8000-0000000000aa`;

describe('records shown while their create waits in the queue', () => {
  it('a new work order has the shape the API answers, with the server defaults of core spec §4', () => {
    const order = pendingWorkOrder(
      ORDER_ID,
      {
        foNumber: 'WO-2026-050',
        description: 'Grease the conveyor bearings',
        type: 'corrective',
        priority: 'high',
        dueDate: new Date('2026-06-03T12:00:00.000Z'),
        assignedTo: USER.id,
      },
      USER,
      { assigneeName: 'Dana Planner' },
      NOW,
    );
    expect(workOrderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      status: 'assigned',
      escalated: false,
      escalationLevel: 0,
      followUp: false,
      version: 1,
      requesterName: 'Dana Planner',
      warehouseId: USER.warehouseId,
      dueDate: '2026-06-03T12:00:00.000Z',
      createdAt: NOW.toISOString(),
    });
  });

  it('a checklist step, a part used and labour have their API shapes', () => {
    const step = pendingChecklistItem(ORDER_ID, ORDER_ID, { description: 'Check belt tension' }, 3);
    expect(checklistItemSchema.parse(step)).toMatchObject({ position: 3, status: 'pending' });
    const usage = pendingPartsUsage(
      ORDER_ID,
      ORDER_ID,
      { partId: ORDER_ID, quantity: 2 },
      { partNumber: 'BRG-6204', name: 'Bearing 6204', unitCost: '4.50' },
      USER,
      NOW,
    );
    expect(partsUsageSchema.parse(usage)).toMatchObject({
      partName: 'Bearing 6204',
      usedByName: 'Dana Planner',
    });
    const hours = pendingLaborEntry(ORDER_ID, ORDER_ID, { hours: 1.5 }, USER, NOW);
    expect(laborEntrySchema.parse(hours)).toMatchObject({
      minutes: 90,
      startedAt: '2026-06-01T08:30:00.000Z',
      endedAt: NOW.toISOString(),
    });
  });

  it('a timer started offline runs from now; stopping it counts the whole minutes', () => {
    const timer = pendingLaborEntry(TEMP, ORDER_ID, {}, USER, NOW);
    expect(timer).toMatchObject({ minutes: null, endedAt: null, startedAt: NOW.toISOString() });
    const stopped = stoppedLaborEntry(timer, new Date('2026-06-01T10:42:20.000Z'));
    expect(stopped).toMatchObject({ minutes: 42, endedAt: '2026-06-01T10:42:20.000Z' });
  });
});
