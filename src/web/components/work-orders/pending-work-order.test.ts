import { describe, expect, it } from 'vitest';
import { buildWorkOrder } from './test-fixtures';
import { jsonBody, pendingWorkOrderUpdate } from './pending-work-order';

const NOW = new Date('2026-06-01T10:00:00.000Z');

describe('pendingWorkOrderUpdate (the order shown while an edit waits in the queue)', () => {
  it('applies the changes as JSON and keeps the version the person saw (the replayer rebases later edits)', () => {
    const order = buildWorkOrder({ version: 4 });
    const shown = pendingWorkOrderUpdate(
      order,
      { description: 'Seal replaced, test run pending', dueDate: new Date('2026-06-02T08:00:00.000Z') },
      NOW,
    );
    expect(shown).toMatchObject({
      description: 'Seal replaced, test run pending',
      dueDate: '2026-06-02T08:00:00.000Z',
      updatedAt: NOW.toISOString(),
      version: 4,
    });
  });

  it('moves a new order to assigned with its assignee, and stamps the start of work', () => {
    const order = buildWorkOrder({ status: 'new', startedAt: null });
    expect(pendingWorkOrderUpdate(order, { assignedTo: order.requestedBy ?? '' }, NOW).status).toBe(
      'assigned',
    );
    const started = pendingWorkOrderUpdate({ ...order, status: 'assigned' }, { status: 'in_progress' }, NOW);
    expect(started).toMatchObject({ status: 'in_progress', startedAt: NOW.toISOString() });
  });

  it('jsonBody turns dates into ISO text and drops undefined fields', () => {
    expect(jsonBody({ a: new Date('2026-01-01T00:00:00.000Z'), b: undefined, c: 1 })).toEqual({
      a: '2026-01-01T00:00:00.000Z',
      c: 1,
    });
  });
});
