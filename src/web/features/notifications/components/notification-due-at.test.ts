import { describe, expect, it } from 'vitest';
import { notificationDueAt } from './notification-due-at';

describe('notificationDueAt', () => {
  it('reads the due date a notification carries as data', () => {
    expect(notificationDueAt({ workOrderId: 'x', dueAt: '2026-11-16T11:33:00.000Z' })).toBe(
      '2026-11-16T11:33:00.000Z',
    );
  });

  it('finds none without data, without dueAt, or with one that does not parse', () => {
    expect(notificationDueAt(null)).toBeNull();
    expect(notificationDueAt({ foNumber: 'WO-2026-001', at: '2026-11-16T09:00:00Z' })).toBeNull();
    expect(notificationDueAt({ dueAt: null })).toBeNull();
    expect(notificationDueAt({ dueAt: 'tomorrow' })).toBeNull();
  });
});
