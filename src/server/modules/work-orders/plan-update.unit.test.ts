import { describe, expect, it } from 'vitest';
import type { WorkOrderStatus } from '../../../shared/domain';
import { AppError } from '../../lib/app-error';
import { planWorkOrderUpdate } from './plan-update';
import type { WorkOrderRow } from './work-orders.repository';

const now = new Date('2026-05-04T10:00:00Z');
const tech = { userId: 'tech-1', role: 'technician' as const };
const supervisor = { userId: 'sup-1', role: 'supervisor' as const };

function order(status: WorkOrderStatus, extra: Partial<WorkOrderRow> = {}): WorkOrderRow {
  return { status, assignedTo: 'tech-1', startedAt: null, completedAt: null, ...extra } as WorkOrderRow;
}

function refusal(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('planWorkOrderUpdate', () => {
  it('walks the whole lifecycle with the right stamps', () => {
    expect(
      planWorkOrderUpdate(order('new', { assignedTo: null }), { assignedTo: 'tech-1' }, supervisor, now),
    ).toEqual({
      changes: { assignedTo: 'tech-1', status: 'assigned' },
      transition: { from: 'new', to: 'assigned' },
      backInService: false,
      closeOut: {},
    });
    expect(planWorkOrderUpdate(order('assigned'), { status: 'in_progress' }, tech, now).changes).toEqual({
      status: 'in_progress',
      startedAt: now,
    });
    expect(planWorkOrderUpdate(order('in_progress'), { status: 'completed' }, tech, now).changes).toEqual({
      status: 'completed',
      completedAt: now,
    });
    expect(planWorkOrderUpdate(order('completed'), { status: 'verified' }, supervisor, now).changes).toEqual({
      status: 'verified',
      verifiedAt: now,
      verifiedBy: 'sup-1',
    });
    expect(planWorkOrderUpdate(order('verified'), { status: 'closed' }, supervisor, now).changes).toEqual({
      status: 'closed',
      closedAt: now,
    });
  });

  it('keeps the first start when reopened, and clears the completion', () => {
    const started = new Date('2026-05-01T08:00:00Z');
    const plan = planWorkOrderUpdate(
      order('completed', { startedAt: started, completedAt: now }),
      { status: 'in_progress' },
      supervisor,
      now,
    );
    expect(plan.changes).toEqual({ status: 'in_progress', startedAt: started, completedAt: null });
  });

  it('lets a technician hand an order back', () => {
    expect(planWorkOrderUpdate(order('in_progress'), { status: 'assigned' }, tech, now).transition).toEqual({
      from: 'in_progress',
      to: 'assigned',
    });
  });

  it('refuses a transition outside the table and names the allowed ones', () => {
    expect(
      refusal(() => planWorkOrderUpdate(order('new'), { status: 'completed' }, supervisor, now)),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Cannot move a work order from new to completed. Allowed: assigned',
    });
    expect(
      refusal(() => planWorkOrderUpdate(order('closed'), { status: 'new' }, supervisor, now)).message,
    ).toBe('Cannot move a work order from closed to new. Allowed: none (it is closed)');
  });

  it('keeps technicians to their own orders, status and notes, and out of sign-off', () => {
    expect(
      refusal(() =>
        planWorkOrderUpdate(
          order('assigned', { assignedTo: 'someone-else' }),
          { status: 'in_progress' },
          tech,
          now,
        ),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'You can change only work orders assigned to you',
    });
    expect(
      refusal(() => planWorkOrderUpdate(order('assigned'), { priority: 'high', dueDate: null }, tech, now))
        .message,
    ).toBe('Technicians can change only the status and notes of their work orders, not: priority, dueDate');
    expect(
      refusal(() => planWorkOrderUpdate(order('completed'), { status: 'in_progress' }, tech, now)).message,
    ).toBe('Only supervisors and managers can verify, close or reopen work orders');
    expect(planWorkOrderUpdate(order('assigned'), { notes: 'Seal ordered' }, tech, now)).toEqual({
      changes: { notes: 'Seal ordered' },
      transition: null,
      backInService: false,
      closeOut: {},
    });
  });

  it('needs an assignee to be assigned, and keeps one once work is under way', () => {
    expect(
      refusal(() =>
        planWorkOrderUpdate(order('new', { assignedTo: null }), { status: 'assigned' }, supervisor, now),
      ).message,
    ).toBe('Assign the work order to someone first');
    expect(
      refusal(() => planWorkOrderUpdate(order('in_progress'), { assignedTo: null }, supervisor, now)).message,
    ).toBe('An order that is assigned or under way needs an assignee: reassign it instead of clearing it');
  });

  it('takes back in service only with the completion, and a rating only with the sign-off', () => {
    expect(
      planWorkOrderUpdate(order('in_progress'), { status: 'completed', backInService: true }, tech, now)
        .backInService,
    ).toBe(true);
    expect(
      refusal(() => planWorkOrderUpdate(order('in_progress'), { backInService: true }, tech, now)),
    ).toEqual({ code: 'VALIDATION_FAILED', message: 'Back in service goes with completing the order' });
    expect(
      refusal(() => planWorkOrderUpdate(order('in_progress'), { satisfactionRating: 4 }, supervisor, now))
        .message,
    ).toBe('A rating is given when the order is verified');
    expect(
      planWorkOrderUpdate(order('completed'), { status: 'verified', satisfactionRating: 4 }, supervisor, now)
        .changes.satisfactionRating,
    ).toBe(4);
  });

  it('takes the close-out with the completion only, and keeps it out of the columns it writes', () => {
    const completion = { problemCode: 'leaking', causeCode: 'seal_wear', remedyCode: 'replaced' };
    const plan = planWorkOrderUpdate(
      order('in_progress'),
      { status: 'completed', ...completion, completionNote: 'New seal fitted' },
      tech,
      now,
    );
    expect(plan.closeOut).toEqual({ ...completion, completionNote: 'New seal fitted' });
    expect(plan.changes).toEqual({ status: 'completed', completedAt: now });
    expect(
      refusal(() => planWorkOrderUpdate(order('in_progress'), { causeCode: 'seal_wear' }, tech, now)),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Close-out codes and the completion note go with completing the order',
    });
  });

  it('carries estimated and scheduled hours as the numeric column’s text', () => {
    expect(planWorkOrderUpdate(order('new'), { estimatedHours: 1.75 }, supervisor, now).changes).toEqual({
      estimatedHours: '1.75',
    });
    expect(planWorkOrderUpdate(order('new'), { scheduledHours: 2.5 }, supervisor, now).changes).toEqual({
      scheduledHours: '2.5',
    });
    expect(planWorkOrderUpdate(order('new'), { scheduledHours: null }, supervisor, now).changes).toEqual({
      scheduledHours: null,
    });
  });

  it('takes force as how to schedule, never as a field: not written, not refused to a technician', () => {
    const start = new Date('2026-12-02T07:00:00Z');
    expect(
      planWorkOrderUpdate(order('new'), { scheduledStart: start, force: true }, supervisor, now).changes,
    ).toEqual({ scheduledStart: start });
    expect(
      planWorkOrderUpdate(order('assigned'), { status: 'in_progress', force: true }, tech, now).changes,
    ).toEqual({ status: 'in_progress', startedAt: now });
  });
});
