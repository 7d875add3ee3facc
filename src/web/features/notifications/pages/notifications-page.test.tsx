import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Notification } from '@shared/schemas/notifications';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { ASSIGNED_ORDER_ID, buildNotification } from '@web/test/notification-fixtures';
import { renderWithApp } from '@web/test/render';
import NotificationsPage from './notifications-page';

const ASSIGNED = buildNotification();
const SEEN = buildNotification({
  id: '2d3e4f5a-6b7c-4d8e-9fa0-1b2c3d4e5f6a',
  title: 'Scheduled compressor service done',
  message: 'Nothing to do.',
  data: null,
  read: true,
  createdAt: '2026-03-01T09:00:00.000Z',
});
const OLDER = buildNotification({
  id: '3e4f5a6b-7c8d-4e9f-a0b1-2c3d4e5f6a7b',
  title: 'Bearing 6204 is low on stock',
  message: 'BRG-6204: 2 left, reorder point 10.',
  type: 'part_low_stock',
  data: { partId: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d' },
  createdAt: '2026-02-20T09:00:00.000Z',
});

/**
 * GET /api/notifications as the server pages it: `firstPage` first, then everything after it
 * behind X-Next-Cursor, and only the unread ones for unread=true.
 */
function stubNotificationApi(initial: { firstPage: Notification[]; rest: Notification[] }) {
  let all = [...initial.firstPage, ...initial.rest];
  const pageSize = initial.rest.length > 0 ? initial.firstPage.length : Number.POSITIVE_INFINITY;
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    'GET /api/notifications': ({ url }) => {
      const query = new URLSearchParams(url.split('?')[1]);
      const matching = query.get('unread') === 'true' ? all.filter((item) => !item.read) : all;
      const start = query.get('cursor') === 'cursor-1' ? pageSize : 0;
      const page = matching.slice(start, start + pageSize);
      const headers: Record<string, string> = {
        'X-Total-Count': String(matching.length),
        'X-Unread-Count': String(all.filter((item) => !item.read).length),
      };
      if (start + pageSize < matching.length) headers['X-Next-Cursor'] = 'cursor-1';
      return jsonResponse(200, page, headers);
    },
    [`PATCH /api/notifications/${ASSIGNED.id}/read`]: () => {
      all = all.map((item) => (item.id === ASSIGNED.id ? { ...item, read: true } : item));
      return jsonResponse(200, { ...ASSIGNED, read: true });
    },
    'POST /api/notifications/read-all': () => {
      const updated = all.filter((item) => !item.read).length;
      all = all.map((item) => ({ ...item, read: true }));
      return jsonResponse(200, { updated });
    },
  });
  const listCalls = () => stub.calls.filter((call) => call.url.startsWith('/api/notifications?'));
  return { ...stub, listCalls };
}

function renderPage(path = '/notifications') {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  return renderWithApp(<NotificationsPage />, { path });
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('button, div')?.textContent ?? '');

describe('notifications page', () => {
  it('lists the notifications, newest first, with the counts from the headers', async () => {
    const { listCalls } = stubNotificationApi({ firstPage: [ASSIGNED, SEEN], rest: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    expect(await screen.findByText(SEEN.title)).toBeTruthy();
    expect(rowTitles()).toEqual([
      expect.stringContaining(`${ASSIGNED.title} (unread)`),
      expect.stringContaining(SEEN.title),
    ]);
    expect(screen.getByText('2 notifications')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeTruthy();
    expect(listCalls()[0]?.url).toBe('/api/notifications?limit=20');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('switches to the unread ones, asking the API for unread=true and keeping it in the URL', async () => {
    const { listCalls } = stubNotificationApi({ firstPage: [ASSIGNED, SEEN], rest: [] });
    const view = renderPage();
    await screen.findByText(SEEN.title);
    await userEvent.click(screen.getByRole('tab', { name: /^Unread/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/notifications?filter=unread'));
    expect(await screen.findByText('1 unread notification')).toBeTruthy();
    expect(screen.queryByText(SEEN.title)).toBeNull();
    expect(listCalls().at(-1)?.url).toBe('/api/notifications?limit=20&unread=true');
  });

  it('reads the filter from the URL and says when nothing is unread', async () => {
    stubNotificationApi({ firstPage: [SEEN], rest: [] });
    renderPage('/notifications?filter=unread');
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unread' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when there are no notifications at all', async () => {
    stubNotificationApi({ firstPage: [], rest: [] });
    renderPage();
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('loads the next page with the cursor and appends it', async () => {
    const { listCalls } = stubNotificationApi({ firstPage: [ASSIGNED, SEEN], rest: [OLDER] });
    renderPage();
    await screen.findByText(SEEN.title);
    expect(screen.getByText('Showing 2 of 3 notifications')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(OLDER.title, { exact: false })).toBeTruthy();
    expect(listCalls().at(-1)?.url).toBe('/api/notifications?limit=20&cursor=cursor-1');
    expect(rowTitles()).toHaveLength(3);
    expect(screen.getByText('3 notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks all read', async () => {
    const { calls } = stubNotificationApi({ firstPage: [ASSIGNED, SEEN], rest: [] });
    renderPage();
    await screen.findByText(SEEN.title);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText('(unread)', { exact: false })).toBeNull());
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        '/api/notifications/read-all',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the related work order and marks the notification read', async () => {
    const { calls } = stubNotificationApi({ firstPage: [ASSIGNED, SEEN], rest: [] });
    const view = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${ASSIGNED.title}`) }));
    await waitFor(() => expect(view.currentPath()).toBe(`/work-orders/${ASSIGNED_ORDER_ID}`));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
        `/api/notifications/${ASSIGNED.id}/read`,
      ]),
    );
  });

  it('shows a loading state, then a failure with Try again that fetches once more', async () => {
    let attempts = 0;
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
      'GET /api/notifications': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { message: 'down' })
          : jsonResponse(200, [SEEN], { 'X-Total-Count': '1', 'X-Unread-Count': '0' });
      },
    });
    renderPage();
    expect(screen.getAllByTestId('notification-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SEEN.title)).toBeTruthy();
  });
});
