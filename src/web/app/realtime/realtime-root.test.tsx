import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { createQueryClient } from '@web/app/query-client';
import { Toaster } from '@web/components/ui/toaster';
import { createTestRealtimeClient } from '@web/lib/realtime/fake-socket.test-helper';
import { useRealtimeConnection } from '@web/lib/realtime/realtime-context';
import { getToastState } from '@web/lib/toast/toast-store';
import { resetAnnouncements } from '@web/lib/announce';
import { REALTIME_COALESCE_MS } from '@web/lib/realtime/invalidation-batcher';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildNotification } from '@web/test/notification-fixtures';
import { planningKeys } from '@web/features/planning/api/planning-keys';
import { buildPlanning, buildPlanningCard } from '@web/features/planning/test-fixtures';
import { RealtimeRoot } from './realtime-root';

const ALL_ON: NotificationPreference[] = ['wo_assigned', 'system_alert', 'test'].map((notificationType) => ({
  notificationType: notificationType as NotificationPreference['notificationType'],
  enabled: true,
  quietHoursStart: null,
  quietHoursEnd: null,
}));

function ConnectionStatus() {
  const { status, socketId } = useRealtimeConnection();
  return (
    <p>
      {status} {socketId}
    </p>
  );
}

/** `null`: the preferences cannot be loaded. */
async function renderRoot(preferences: NotificationPreference[] | null = ALL_ON) {
  const { calls } = stubFetch({
    'GET /api/notification-preferences': () =>
      preferences ? jsonResponse(200, preferences) : jsonResponse(500, { message: 'down' }),
  });
  const realtime = createTestRealtimeClient();
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeRoot createClient={() => realtime.client}>
        <ConnectionStatus />
      </RealtimeRoot>
      <Toaster />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(realtime.factory.sockets).toHaveLength(1));
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  await vi.waitFor(() =>
    expect(queryClient.getQueryState(['notification-preferences'])?.status).not.toBe('pending'),
  );
  const socket = realtime.factory.latest();
  act(() => socket.serverAccepts('live-socket'));
  return { ...view, socket, invalidate, realtime, queryClient };
}

type RenderedRoot = Awaited<ReturnType<typeof renderRoot>>;

const invalidatedKeys = (invalidate: RenderedRoot['invalidate']): unknown[] =>
  invalidate.mock.calls.map(([filters]) => filters?.queryKey);

describe('RealtimeRoot', () => {
  afterEach(() => vi.useRealTimers());

  it('connects while mounted and disconnects when the user signs out', async () => {
    const { socket, unmount } = await renderRoot();
    expect(screen.getByText('connected live-socket')).toBeTruthy();
    unmount();
    expect(socket.active).toBe(false);
  });

  it('toasts a notification and refreshes the bell', async () => {
    const { socket, invalidate } = await renderRoot();
    act(() => socket.serverSends('notification', buildNotification()));
    expect(await screen.findByText('Work order WO-2026-014 assigned to you')).toBeTruthy();
    expect(screen.getByText('Replace the seal on the cooling pump')).toBeTruthy();
    expect(getToastState().toasts[0]?.variant).toBe('default');
    await vi.waitFor(() => expect(invalidatedKeys(invalidate)).toContainEqual(['notifications']));
  });

  it('shows a critical notification in destructive style', async () => {
    const { socket } = await renderRoot();
    act(() => socket.serverSends('notification', buildNotification({ priority: 'critical' })));
    expect(getToastState().toasts[0]?.variant).toBe('destructive');
  });

  it('shows an error notification in destructive style, also before preferences load', async () => {
    const { socket } = await renderRoot(null);
    act(() => socket.serverSends('notification', buildNotification({ type: 'error', priority: 'low' })));
    expect(getToastState().toasts[0]?.variant).toBe('destructive');
  });

  it('shows a system alert as a destructive toast titled System Alert', async () => {
    const { socket } = await renderRoot();
    act(() =>
      socket.serverSends(
        'system_alert',
        buildNotification({ type: 'system_alert', title: 'Database failover', message: 'Replica promoted.' }),
      ),
    );
    expect(await screen.findByText('System Alert')).toBeTruthy();
    expect(getToastState().toasts[0]?.variant).toBe('destructive');
  });

  it('keeps quiet a type the user switched off, but still refreshes the bell', async () => {
    const { socket, invalidate } = await renderRoot([{ ...ALL_ON[0]!, enabled: false }]);
    act(() => socket.serverSends('notification', buildNotification()));
    expect(getToastState().toasts).toEqual([]);
    await vi.waitFor(() => expect(invalidatedKeys(invalidate)).toContainEqual(['notifications']));
  });

  it('keeps quiet during the type quiet hours on the device clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T23:15:00'));
    const { socket } = await renderRoot([
      { ...ALL_ON[0]!, quietHoursStart: '22:00', quietHoursEnd: '06:30' },
    ]);
    act(() => socket.serverSends('notification', buildNotification()));
    expect(getToastState().toasts).toEqual([]);
  });

  it('refreshes the bell for a quiet update without a toast', async () => {
    const { socket, invalidate } = await renderRoot();
    act(() =>
      socket.serverSends('real_time_update', {
        type: 'notification',
        action: 'read_all',
        id: 'user-1',
        data: { unreadCount: 0 },
        at: '2026-03-02T10:00:00.000Z',
      }),
    );
    await vi.waitFor(() => expect(invalidatedKeys(invalidate)).toContainEqual(['notifications']));
    expect(getToastState().toasts).toEqual([]);
  });

  it('coalesces a burst of warehouse updates into one refresh per key', async () => {
    const { socket, invalidate } = await renderRoot();
    act(() => {
      for (let index = 0; index < 500; index += 1) {
        const event = { type: 'work_order', action: 'created', id: `wo-${index}`, data: {}, at: '' };
        socket.serverSends('warehouse_update', { ...event, topic: 'work_orders' });
        socket.serverSends('work_order_update', event);
      }
    });
    await vi.waitFor(() => expect(invalidatedKeys(invalidate)).toContainEqual(['work-orders', 'list']));
    const keys = invalidatedKeys(invalidate);
    expect(keys.filter((key) => JSON.stringify(key) === '["work-orders","list"]')).toHaveLength(1);
    expect(keys.filter((key) => JSON.stringify(key) === '["dashboard","stats"]')).toHaveLength(1);
  });

  it("leaves the planning board unread for a move it already shows saved, and reads it for anyone else's", async () => {
    const { socket, invalidate, queryClient } = await renderRoot();
    const card = buildPlanningCard({ id: 'wo-1', version: 4 });
    queryClient.setQueryData(
      planningKeys.board('2026-12-07', '2026-12-13'),
      buildPlanning('2026-12-07', { orders: [card] }),
    );
    const moved = (version: number) => ({
      type: 'work_order',
      action: 'updated',
      id: 'wo-1',
      data: { id: 'wo-1', version },
      at: '',
      topic: 'work_orders',
    });
    act(() => socket.serverSends('warehouse_update', moved(4)));
    await vi.waitFor(() => expect(invalidatedKeys(invalidate)).toContainEqual(['work-orders', 'list']));
    expect(invalidatedKeys(invalidate)).not.toContainEqual(planningKeys.boards());

    invalidate.mockClear();
    act(() => socket.serverSends('warehouse_update', moved(5)));
    await vi.waitFor(() => expect(invalidatedKeys(invalidate)).toContainEqual(planningKeys.boards()));
    expect(invalidatedKeys(invalidate)).toContainEqual(planningKeys.backlogs());
  });

  it("says aloud someone else's change to the order on screen, but not a version it shows already", async () => {
    resetAnnouncements();
    const { socket, queryClient } = await renderRoot();
    const key = workOrderKeys.detail('wo-1');
    queryClient.setQueryData(key, buildWorkOrder({ id: 'wo-1', foNumber: 'WO-2026-014', version: 4 }));
    // The order's screen is open: its query has an observer.
    const stopObserving = new QueryObserver(queryClient, { queryKey: key, enabled: false }).subscribe(
      () => {},
    );
    const spoken = document.querySelector<HTMLElement>('[data-announcer="polite"]');
    const updated = (version: number) => ({
      type: 'work_order',
      action: 'updated',
      id: 'wo-1',
      data: { id: 'wo-1', foNumber: 'WO-2026-014', version },
      at: '',
    });

    // The window the changes are gathered over passes on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The person's own save: the screen holds version 4 already.
    act(() => socket.serverSends('work_order_update', updated(4)));
    act(() => vi.advanceTimersByTime(REALTIME_COALESCE_MS));
    expect(spoken?.textContent).toBe('');
    act(() => socket.serverSends('work_order_update', updated(5)));
    act(() => vi.advanceTimersByTime(REALTIME_COALESCE_MS));
    expect(spoken?.textContent).toBe('Work order WO-2026-014 updated');
    stopObserving();
  });

  it('reloads every query after coming back from a drop', async () => {
    const { socket, invalidate } = await renderRoot();
    invalidate.mockClear();
    act(() => {
      socket.drop();
      socket.serverAccepts('socket-2');
    });
    expect(invalidate).toHaveBeenCalledWith();
  });
});
