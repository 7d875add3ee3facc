import { describe, expect, it } from 'vitest';
import { workOrderChangeLabel as wordChangeOf } from './change-labels';

const workOrderChangeLabel = (...args: Parameters<typeof wordChangeOf>) => wordChangeOf(...args).label;

const order = (status: 'new' | 'assigned' | 'in_progress' | 'completed' | 'verified') => ({
  foNumber: 'WO-2026-042',
  status,
});

describe('the change queue names a change to an order by what the person did', () => {
  it('a status change by its action', () => {
    expect(workOrderChangeLabel(order('assigned'), { status: 'in_progress' })).toBe('Start WO-2026-042');
    expect(workOrderChangeLabel(order('in_progress'), { status: 'completed', backInService: true })).toBe(
      'Complete WO-2026-042',
    );
    expect(workOrderChangeLabel(order('in_progress'), { status: 'assigned' })).toBe('Hand back WO-2026-042');
    expect(workOrderChangeLabel(order('completed'), { status: 'verified', satisfactionRating: 5 })).toBe(
      'Verify WO-2026-042',
    );
    expect(workOrderChangeLabel(order('completed'), { status: 'in_progress' })).toBe('Reopen WO-2026-042');
    expect(workOrderChangeLabel(order('verified'), { status: 'closed' })).toBe('Close WO-2026-042');
  });

  it('an assignment as one, and anything else as an edit', () => {
    const technician = '3f1c2a4e-0000-4000-8000-0000000000f9';
    expect(workOrderChangeLabel(order('new'), { assignedTo: technician })).toBe('Assign WO-2026-042');
    expect(workOrderChangeLabel(order('assigned'), { assignedTo: null })).toBe('Unassign WO-2026-042');
    expect(workOrderChangeLabel(order('assigned'), { priority: 'high', notes: 'Bring the puller' })).toBe(
      'Edit WO-2026-042',
    );
    // A form that sends the status it already has is an edit, not a move.
    expect(workOrderChangeLabel(order('assigned'), { status: 'assigned', area: 'Boiler room' })).toBe(
      'Edit WO-2026-042',
    );
  });
});
