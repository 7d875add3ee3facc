import { describe, expect, it } from 'vitest';
import { notificationMoment } from './notification-moment';

describe('notificationMoment', () => {
  it('reads the due date a notification carries as data', () => {
    expect(notificationMoment({ workOrderId: 'x', dueAt: '2026-11-16T11:33:00.000Z' })).toEqual({
      label: 'Due',
      at: '2026-11-16T11:33:00.000Z',
    });
  });

  it('prefers the due date to another timestamp, and falls back to any ISO timestamp', () => {
    expect(notificationMoment({ at: '2026-11-16T09:00:00Z', dueDate: '2026-11-17T10:00:00+01:00' })).toEqual({
      label: 'Due',
      at: '2026-11-17T10:00:00+01:00',
    });
    expect(notificationMoment({ at: '2026-11-16T09:00:00Z' })).toEqual({
      label: null,
      at: '2026-11-16T09:00:00Z',
    });
  });

  it('finds nothing in data without a timestamp', () => {
    expect(notificationMoment(null)).toBeNull();
    expect(notificationMoment({ foNumber: 'WO-2026-001', count: 3, dueAt: 'tomorrow' })).toBeNull();
  });
});
