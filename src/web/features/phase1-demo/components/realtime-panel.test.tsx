import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeRoot } from '@web/app/realtime/realtime-root';
import { createTestRealtimeClient } from '@web/lib/realtime/fake-socket.test-helper';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildNotification } from '@web/test/notification-fixtures';
import { renderWithApp } from '@web/test/render';
import { RealtimePanel } from './realtime-panel';

const TEST_NOTIFICATION = buildNotification({
  type: 'test',
  title: 'Test notification',
  message: 'Sent by Dana Planner to check that notifications arrive.',
  data: { url: '/phase1-demo' },
});

async function renderPanel() {
  let totalConnections = 3;
  const stub = stubFetch({
    'GET /api/websocket/stats': () => jsonResponse(200, { totalConnections, userConnections: 2 }),
    'POST /api/notifications/test': () => jsonResponse(201, TEST_NOTIFICATION),
    'GET /api/notification-preferences': () => jsonResponse(200, []),
  });
  const realtime = createTestRealtimeClient();
  renderWithApp(
    <RealtimeRoot createClient={() => realtime.client}>
      <RealtimePanel />
    </RealtimeRoot>,
  );
  await waitFor(() => expect(realtime.factory.sockets).toHaveLength(1));
  const setTotal = (value: number) => (totalConnections = value);
  return { ...stub, realtime, socket: realtime.factory.latest(), setTotal };
}

const statsCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/websocket/stats');

describe('RealtimePanel', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the connection state, socket id, rooms and the connection count', async () => {
    const { socket } = await renderPanel();
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => socket.serverAccepts('Xk2p9-socket'));
    act(() => socket.answerSubscriptions());
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByText('Xk2p9-socket')).toBeTruthy();
    expect(screen.getByText('work orders, equipment, inventory, PM')).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.getByText('· 2 of them yours')).toBeTruthy();
  });

  it('polls the connection count every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, setTotal } = await renderPanel();
    await screen.findByText('3');
    const before = statsCalls(calls).length;
    setTotal(7);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('7')).toBeTruthy();
    expect(statsCalls(calls).length).toBe(before + 1);
  });

  it('sends a test notification and lists what arrives, the last 10 newest first', async () => {
    const { socket, calls } = await renderPanel();
    act(() => socket.serverAccepts());
    expect(
      screen.getByText('Nothing received yet. Send a test notification to watch one arrive.'),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Test Notification' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/notifications/test');

    act(() => {
      for (let index = 1; index <= 11; index += 1) {
        socket.serverSends('notification', { ...TEST_NOTIFICATION, title: `Notice ${index}` });
      }
      socket.serverSends('notification', TEST_NOTIFICATION);
    });
    const list = screen.getByRole('list', { name: 'Notifications received live' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('Test notification')).toBeTruthy();
    expect(within(rows[0]!).getByText('To you')).toBeTruthy();
    expect(within(rows[9]!).getByText('Notice 3')).toBeTruthy();
  });

  it('says why it is not connected, and Reconnect starts a fresh handshake', async () => {
    const { socket } = await renderPanel();
    act(() => socket.serverRefuses('Authentication required'));
    expect(screen.getByText('Disconnected')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Authentication required');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(socket.connectCalls).toBe(2);
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => socket.serverAccepts('fresh-socket'));
    expect(screen.getByText('fresh-socket')).toBeTruthy();
  });
});
