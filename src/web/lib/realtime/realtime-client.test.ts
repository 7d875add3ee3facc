import { describe, expect, it, vi } from 'vitest';
import { RECENT_NOTIFICATIONS_KEPT } from '@shared/constants';
import { buildNotification } from '@web/test/notification-fixtures';
import { createTestRealtimeClient } from './fake-socket.test-helper';
import { GAVE_UP_MESSAGE, type RealtimeMessage } from './realtime-client';

describe('realtime client', () => {
  it('connects with the spec settings and sends the current token and warehouse at every handshake', async () => {
    const { client, startAndOpen, auth } = createTestRealtimeClient();
    const socket = await startAndOpen();
    expect(client.connection.get().status).toBe('connecting');
    expect(socket.connectCalls).toBe(1);
    expect(socket.settings).toMatchObject({
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      timeout: 10000,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    expect(socket.handshakeAuth()).toEqual({ token: 'token-1', warehouseId: 'warehouse-1' });
    auth.token = 'token-2';
    expect(socket.handshakeAuth()).toEqual({ token: 'token-2', warehouseId: 'warehouse-1' });
  });

  it('is connected with its socket id and joins the four topic rooms of its warehouse', async () => {
    const { client, startAndOpen } = createTestRealtimeClient();
    const socket = await startAndOpen();
    socket.serverAccepts('abc123');
    expect(client.connection.get()).toMatchObject({
      status: 'connected',
      socketId: 'abc123',
      warehouseId: 'warehouse-1',
      connectedAt: Date.parse('2026-03-02T10:00:00Z'),
    });
    const subscriptions = socket.emitted.filter((entry) => entry.event.startsWith('subscribe_'));
    expect(subscriptions.map((entry) => [entry.event, entry.args[0]])).toEqual([
      ['subscribe_work_orders', 'warehouse-1'],
      ['subscribe_equipment', 'warehouse-1'],
      ['subscribe_inventory', 'warehouse-1'],
      ['subscribe_pm', 'warehouse-1'],
    ]);
    socket.answerSubscriptions();
    expect(client.connection.get().topics).toEqual(['work_orders', 'equipment', 'inventory', 'pm']);
  });

  it('reconnects after a drop, then gives up after socket.io runs out of attempts', async () => {
    const { client, startAndOpen } = createTestRealtimeClient();
    const socket = await startAndOpen();
    socket.serverAccepts();
    socket.drop();
    expect(client.connection.get()).toMatchObject({ status: 'reconnecting', socketId: null });
    socket.manager('reconnect_attempt');
    expect(client.connection.get().status).toBe('reconnecting');
    socket.manager('reconnect_failed');
    expect(client.connection.get()).toMatchObject({ status: 'disconnected', error: GAVE_UP_MESSAGE });
  });

  it('asks every screen to reload after coming back from a drop', async () => {
    const { client, startAndOpen } = createTestRealtimeClient();
    const messages: RealtimeMessage[] = [];
    client.onMessage((message) => messages.push(message));
    const socket = await startAndOpen();
    socket.serverAccepts();
    expect(messages).toEqual([]);
    socket.drop();
    socket.serverAccepts('socket-2');
    expect(messages).toEqual([{ event: 'resync' }]);
  });

  it('renews an expired token once and retries once, never in a loop', async () => {
    const renewSession = vi.fn(async () => true);
    const { client, startAndOpen } = createTestRealtimeClient(renewSession);
    const socket = await startAndOpen();
    socket.serverRefuses('Invalid or expired token');
    expect(client.connection.get().status).toBe('connecting');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(2));
    expect(renewSession).toHaveBeenCalledTimes(1);

    socket.serverRefuses('Invalid or expired token');
    await Promise.resolve();
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(2);
    expect(client.connection.get()).toMatchObject({
      status: 'disconnected',
      error: 'Invalid or expired token',
    });
  });

  it('renews again after a successful connection in between', async () => {
    const renewSession = vi.fn(async () => true);
    const { startAndOpen } = createTestRealtimeClient(renewSession);
    const socket = await startAndOpen();
    socket.serverRefuses('Invalid or expired token');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(2));
    socket.serverAccepts();
    socket.drop();
    socket.serverRefuses('Invalid or expired token');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(3));
    expect(renewSession).toHaveBeenCalledTimes(2);
  });

  it('stays disconnected when the session cannot be renewed', async () => {
    const { client, startAndOpen } = createTestRealtimeClient(async () => false);
    const socket = await startAndOpen();
    socket.serverRefuses('Invalid or expired token');
    await vi.waitFor(() => expect(client.connection.get().status).toBe('disconnected'));
    expect(socket.connectCalls).toBe(1);
  });

  it('does not renew when no token was sent at all', async () => {
    const renewSession = vi.fn(async () => true);
    const { client, startAndOpen } = createTestRealtimeClient(renewSession);
    const socket = await startAndOpen();
    socket.serverRefuses('Authentication required');
    expect(client.connection.get()).toMatchObject({
      status: 'disconnected',
      error: 'Authentication required',
    });
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('re-authenticates in place when the user switches warehouse, then follows the new rooms', async () => {
    const { client, startAndOpen, switchWarehouse } = createTestRealtimeClient();
    const messages: RealtimeMessage[] = [];
    client.onMessage((message) => messages.push(message));
    const socket = await startAndOpen();
    socket.serverAccepts();
    switchWarehouse('warehouse-2');
    expect(socket.emittedNamed('authenticate')).toEqual([
      { event: 'authenticate', args: [{ token: 'token-1', warehouseId: 'warehouse-2' }] },
    ]);
    socket.serverSends('authenticated', { userId: 'u1', warehouseId: 'warehouse-2', socketId: 'socket-1' });
    expect(client.connection.get().warehouseId).toBe('warehouse-2');
    expect(socket.emittedNamed('subscribe_pm').map((entry) => entry.args[0])).toEqual([
      'warehouse-1',
      'warehouse-2',
    ]);
    expect(messages).toEqual([{ event: 'resync' }]);
  });

  it('falls back to a fresh handshake when switching in place is refused', async () => {
    const { startAndOpen, switchWarehouse } = createTestRealtimeClient();
    const socket = await startAndOpen();
    socket.serverAccepts();
    switchWarehouse('warehouse-9');
    socket.serverSends('authentication_error', { message: 'Not your warehouse' });
    expect(socket.connectCalls).toBe(2);
  });

  it('Reconnect makes a fresh handshake', async () => {
    const { client, startAndOpen } = createTestRealtimeClient();
    const socket = await startAndOpen();
    socket.serverAccepts();
    client.reconnect();
    expect(client.connection.get()).toMatchObject({ status: 'connecting', socketId: null });
    expect(socket.connectCalls).toBe(2);
  });

  it('passes on checked notifications and keeps the last ten received', async () => {
    const { client, startAndOpen } = createTestRealtimeClient();
    const messages: RealtimeMessage[] = [];
    client.onMessage((message) => messages.push(message));
    const socket = await startAndOpen();
    socket.serverAccepts();
    for (let index = 1; index <= 12; index += 1) {
      socket.serverSends('notification', buildNotification({ title: `Notice ${index}` }));
    }
    socket.serverSends('warehouse_notification', {
      type: 'part_low_stock',
      title: 'Bearing 6204 is low on stock',
      message: 'BRG-6204: 2 left, reorder point 10.',
      priority: 'normal',
      at: '2026-03-02T10:00:00.000Z',
    });
    const received = client.received.get();
    expect(received).toHaveLength(RECENT_NOTIFICATIONS_KEPT);
    expect(received.map((entry) => entry.title).slice(0, 3)).toEqual([
      'Bearing 6204 is low on stock',
      'Notice 12',
      'Notice 11',
    ]);
    expect(messages.filter((message) => message.event === 'notification')).toHaveLength(12);
  });

  it('drops a payload that does not match the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, startAndOpen } = createTestRealtimeClient();
    const messages: RealtimeMessage[] = [];
    client.onMessage((message) => messages.push(message));
    const socket = await startAndOpen();
    socket.serverSends('notification', { title: 'no id' });
    socket.serverSends('warehouse_update', { type: 'work_order' });
    expect(messages).toEqual([]);
    expect(client.received.get()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('passes on topic and warehouse updates with their topic', async () => {
    const { client, startAndOpen } = createTestRealtimeClient();
    const messages: RealtimeMessage[] = [];
    client.onMessage((message) => messages.push(message));
    const socket = await startAndOpen();
    const event = { type: 'part', action: 'updated', id: 'p1', data: {}, at: '2026-03-02T10:00:00.000Z' };
    socket.serverSends('inventory_update', event);
    socket.serverSends('warehouse_update', { ...event, topic: 'inventory' });
    expect(messages).toEqual([
      { event: 'topic_update', topic: 'inventory', update: event },
      { event: 'warehouse_update', update: { ...event, topic: 'inventory' } },
    ]);
  });

  it('stop disconnects, forgets the received list and ignores a socket that arrives late', async () => {
    const { client, factory, startAndOpen, warehouseListeners } = createTestRealtimeClient();
    const socket = await startAndOpen();
    socket.serverAccepts();
    socket.serverSends('system_alert', buildNotification({ type: 'system_alert' }));
    client.stop();
    expect(client.connection.get().status).toBe('disconnected');
    expect(client.received.get()).toEqual([]);
    expect(socket.active).toBe(false);
    expect(socket.hasListeners()).toBe(false);
    expect(warehouseListeners.size).toBe(0);

    const pending = client.start();
    client.stop();
    await pending;
    expect(factory.sockets).toHaveLength(2);
    expect(factory.latest().connectCalls).toBe(0);
  });
});
