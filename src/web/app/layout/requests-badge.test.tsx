import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { createTestRealtimeClient } from '@web/lib/realtime/fake-socket.test-helper';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { RealtimeRoot } from '../realtime/realtime-root';
import { Sidebar } from './sidebar';

function renderSidebar(role: Role, count: { value: number }) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/notification-preferences': () => jsonResponse(200, []),
    'GET /api/requests': () => jsonResponse(200, [], { 'X-Total-Count': String(count.value) }),
  });
  const realtime = createTestRealtimeClient();
  renderWithApp(
    <RealtimeRoot createClient={() => realtime.client}>
      <Sidebar user={buildSessionUser({ role })} />
    </RealtimeRoot>,
    { path: '/dashboard' },
  );
  return { ...stub, realtime };
}

describe('the Requests entry', () => {
  it('counts new requests and follows the request_update event without a reload', async () => {
    const count = { value: 3 };
    const { calls, realtime } = renderSidebar('supervisor', count);
    const link = await screen.findByRole('link', { name: /^Requests/ });
    expect(await within(link).findByText('3')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/requests'))?.url).toBe(
      '/api/requests?status=received&limit=1',
    );
    await vi.waitFor(() => expect(realtime.factory.sockets).toHaveLength(1));
    const socket = realtime.factory.latest();
    act(() => socket.serverAccepts('live-socket'));
    count.value = 4;
    act(() =>
      socket.serverSends('request_update', {
        type: 'work_request',
        action: 'created',
        id: 'r-4',
        data: {},
        at: '2026-03-12T09:00:00.000Z',
      }),
    );
    expect(await within(link).findByText('4')).toBeTruthy();
    expect(link.textContent).toBe('Requests4 new');
  });

  it('is not offered to technicians, and they are not counted for', async () => {
    const { calls } = renderSidebar('technician', { value: 3 });
    await screen.findByRole('link', { name: 'Work Orders' });
    expect(screen.queryByRole('link', { name: /^Requests/ })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/requests'))).toBe(false);
  });
});
