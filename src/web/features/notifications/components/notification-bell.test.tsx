import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Notification } from '@shared/schemas/notifications';
import { RealtimeRoot } from '@web/app/realtime/realtime-root';
import { createTestRealtimeClient } from '@web/lib/realtime/fake-socket.test-helper';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildNotification, ASSIGNED_ORDER_ID } from '@web/test/notification-fixtures';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { renderWithApp } from '@web/test/render';
import { NotificationBell } from './notification-bell';

const ASSIGNED = buildNotification();
const LOW_STOCK = buildNotification({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  type: 'part_low_stock',
  title: 'Bearing 6204 is low on stock',
  message: 'BRG-6204: 2 left, reorder point 10.',
  priority: 'high',
  data: { partId: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d' },
  createdAt: '2026-03-02T09:00:00.000Z',
});
const SEEN = buildNotification({
  id: '2d3e4f5a-6b7c-4d8e-9fa0-1b2c3d4e5f6a',
  title: 'Scheduled compressor service done',
  message: 'Nothing to do.',
  data: null,
  read: true,
  createdAt: '2026-03-01T09:00:00.000Z',
});

/** The notification API over a list the test changes, answering as the server would. */
function stubNotificationApi(initial: Notification[], totalExtra = 0) {
  let items = initial;
  const setItems = (next: Notification[]) => (items = next);
  const stub = stubFetch({
    'GET /api/notifications': () =>
      jsonResponse(200, items, {
        'X-Unread-Count': String(items.filter((item) => !item.read).length),
        'X-Total-Count': String(items.length + totalExtra),
      }),
    [`PATCH /api/notifications/${ASSIGNED.id}/read`]: () => {
      items = items.map((item) => (item.id === ASSIGNED.id ? { ...item, read: true } : item));
      return jsonResponse(200, { ...ASSIGNED, read: true });
    },
    [`PATCH /api/notifications/${LOW_STOCK.id}/read`]: () => {
      items = items.map((item) => (item.id === LOW_STOCK.id ? { ...item, read: true } : item));
      return jsonResponse(200, { ...LOW_STOCK, read: true });
    },
    'POST /api/notifications/read-all': () => {
      const updated = items.filter((item) => !item.read).length;
      items = items.map((item) => ({ ...item, read: true }));
      return jsonResponse(200, { updated });
    },
    'GET /api/notification-preferences': () => jsonResponse(200, []),
  });
  return { ...stub, setItems };
}

const sent = (calls: { method: string; url: string }[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.url);

async function openBell(name: RegExp | string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('NotificationBell', () => {
  // Marking all read goes through the change queue, which keeps each person's changes apart.
  beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1'));

  it('shows the unread count and the latest notifications, newest first', async () => {
    stubNotificationApi([ASSIGNED, LOW_STOCK, SEEN], 12);
    renderWithApp(<NotificationBell />);
    const { panel } = await openBell('Notifications (2 unread)');
    expect(within(panel).getByText('2 unread')).toBeTruthy();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Work order WO-2026-014 assigned to you (unread)'),
      expect.stringContaining('Bearing 6204 is low on stock (unread)'),
      expect.stringContaining('Scheduled compressor service done'),
    ]);
    expect(within(panel).getByText('Showing the latest 3 of 15')).toBeTruthy();
  });

  it('links to the notifications page from its footer, closing as it goes', async () => {
    stubNotificationApi([ASSIGNED, SEEN], 12);
    const view = renderWithApp(<NotificationBell />, { path: '/dashboard' });
    const { user, panel } = await openBell('Notifications (1 unread)');
    await user.click(within(panel).getByRole('link', { name: 'View all notifications' }));
    await waitFor(() => expect(view.currentPath()).toBe('/notifications'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('opens the related work order and marks the notification read', async () => {
    const { calls } = stubNotificationApi([ASSIGNED, SEEN]);
    const view = renderWithApp(<NotificationBell />, { path: '/dashboard' });
    const { user, panel } = await openBell('Notifications (1 unread)');
    await user.click(within(panel).getByRole('button', { name: /^Work order WO-2026-014 assigned to you/ }));
    await waitFor(() => expect(view.currentPath()).toBe(`/work-orders/${ASSIGNED_ORDER_ID}`));
    await waitFor(() => expect(sent(calls, 'PATCH')).toEqual([`/api/notifications/${ASSIGNED.id}/read`]));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks one read with its tick and stays open, the count falling', async () => {
    const { calls } = stubNotificationApi([ASSIGNED, LOW_STOCK]);
    renderWithApp(<NotificationBell />);
    const { user, panel } = await openBell('Notifications (2 unread)');
    await user.click(within(panel).getByRole('button', { name: `Mark as read: ${LOW_STOCK.title}` }));
    expect(await within(panel).findByText('1 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
    await waitFor(() => expect(sent(calls, 'PATCH')).toEqual([`/api/notifications/${LOW_STOCK.id}/read`]));
    expect(within(panel).queryByRole('button', { name: `Mark as read: ${LOW_STOCK.title}` })).toBeNull();
  });

  it('marks all read at once', async () => {
    const { calls } = stubNotificationApi([ASSIGNED, LOW_STOCK, SEEN]);
    renderWithApp(<NotificationBell />);
    const { user, panel } = await openBell('Notifications (2 unread)');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await within(panel).findByText('All caught up')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(sent(calls, 'POST')).toEqual(['/api/notifications/read-all']));
  });

  it('offline queues "mark all read" and the count drops at once, and stays down', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubNotificationApi([ASSIGNED, LOW_STOCK, SEEN]);
    renderWithApp(<NotificationBell />);
    const { user, panel } = await openBell('Notifications (2 unread)');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await within(panel).findByText('All caught up')).toBeTruthy();
    await waitFor(() =>
      expect(changeQueue.getSnapshot().actions).toEqual([
        expect.objectContaining({ type: 'update', table: 'notifications-all' }),
      ]),
    );
    expect(sent(calls, 'POST')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    // The queue's in-memory view outlives the test's database: empty it for the next test.
    const [queued] = changeQueue.getSnapshot().actions;
    await act(() => changeQueue.discard(queued!.id));
  });

  it('puts the count back and says so when marking read fails', async () => {
    stubFetch({
      'GET /api/notifications': () => jsonResponse(200, [ASSIGNED], { 'X-Unread-Count': '1' }),
      // A refusal; a 5xx would leave the mark queued for a retry, as offline.
      'POST /api/notifications/read-all': () => jsonResponse(403, { message: 'Not allowed' }),
    });
    renderWithApp(<NotificationBell />);
    const { user, panel } = await openBell('Notifications (1 unread)');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Failed to mark notifications as read')).toBeTruthy();
    expect(within(panel).getByText('1 unread')).toBeTruthy();
  });

  it('says when there is nothing, and when the list cannot be loaded', async () => {
    stubNotificationApi([]);
    const first = renderWithApp(<NotificationBell />);
    const { panel } = await openBell('Notifications');
    expect(await within(panel).findByText('You have no notifications')).toBeTruthy();
    expect(within(panel).getByText('All caught up')).toBeTruthy();
    first.unmount();

    stubFetch({ 'GET /api/notifications': () => jsonResponse(500, { message: 'down' }) });
    renderWithApp(<NotificationBell />);
    const again = await openBell('Notifications');
    expect(await within(again.panel).findByText('Failed to fetch notifications')).toBeTruthy();
  });

  it('counts a notification the socket delivers without a reload', async () => {
    const api = stubNotificationApi([SEEN]);
    const realtime = createTestRealtimeClient();
    renderWithApp(
      <RealtimeRoot createClient={() => realtime.client}>
        <NotificationBell />
      </RealtimeRoot>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(realtime.factory.sockets).toHaveLength(1));
    const socket = realtime.factory.latest();
    act(() => socket.serverAccepts('bell-socket'));

    api.setItems([ASSIGNED, SEEN]);
    act(() => socket.serverSends('notification', ASSIGNED));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();

    // Read in another tab: the server tells every socket of the user.
    api.setItems([{ ...ASSIGNED, read: true }, SEEN]);
    act(() =>
      socket.serverSends('real_time_update', {
        type: 'notification',
        action: 'read_all',
        id: 'user-1',
        data: {},
        at: '2026-03-02T10:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
