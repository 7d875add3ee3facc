import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/schemas/notifications';
import { NotificationRow } from './notification-row';

function notification(data: Notification['data']): Notification {
  return {
    id: '6a1c2a4e-0000-4000-8000-000000000001',
    type: 'wo_overdue',
    title: 'Work order overdue',
    message: 'WO-2026-014 is overdue',
    priority: 'high',
    data,
    read: true,
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  };
}

function renderRow(data: Notification['data']) {
  render(
    <ul>
      <NotificationRow
        notification={notification(data)}
        onOpen={() => undefined}
        onMarkRead={() => undefined}
      />
    </ul>,
  );
}

describe('notification row', () => {
  it('writes the due date the notification carries as data in the browser’s format', () => {
    renderRow({ dueAt: '2026-11-16T11:33:00.000Z' });
    expect(screen.getByText('3 minutes ago')).toBeTruthy();
    expect(screen.getByText('16 Nov 2026, 11:33')).toBeTruthy();
    expect(screen.getByText(/Due/).textContent).toBe('3 minutes ago · Due 16 Nov 2026, 11:33 · High');
  });

  it('shows only when it arrived when the data holds no timestamp', () => {
    renderRow({ foNumber: 'WO-2026-014' });
    expect(screen.getByText('3 minutes ago').parentElement?.textContent).toBe('3 minutes ago · High');
  });
});
