import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../test/factories';
import { bearer, login } from '../test/http';
import { jobFailureAlert } from '../jobs/job-failure-alert';
import { emitWithAck, openSocket, recorder } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';

// 23:30 UTC (the warehouses' time zone): inside 22:00–06:30, outside 08:00–17:00.
const NOW = new Date('2026-05-15T23:30:00Z');
let t: TestApp;
let url: string;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const tokens: Record<'supervisor' | 'technician' | 'northTech' | 'manager' | 'admin', string> = {
  admin: '',
  supervisor: '',
  technician: '',
  northTech: '',
  manager: '',
};
const open: Socket[] = [];

async function socketOf(who: keyof typeof tokens, extra: Record<string, unknown> = {}) {
  const opened = await openSocket(url, { token: tokens[who], ...extra });
  open.push(opened.socket);
  return { ...opened, events: recorder(opened.socket) };
}

const post = (who: keyof typeof tokens, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: path, headers: bearer(tokens[who]), payload });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[who] = (await login(t.app, tenant[who].email, tenant[who].password)).token;
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

describe('the socket handshake', () => {
  it('refuses a socket without a token, or with a forged one', async () => {
    await expect(openSocket(url, {})).rejects.toThrow('Authentication required');
    await expect(openSocket(url, { token: 'not-a-token', userId: tenant.supervisor.id })).rejects.toThrow(
      'Invalid or expired token',
    );
  });

  it('answers an authenticate event carrying someone else’s userId without a valid token with authentication_error', async () => {
    const { socket, events, hello } = await socketOf('technician');
    expect(hello).toMatchObject({ userId: tenant.technician.id, warehouseId: tenant.main.id });
    socket.emit('authenticate', { userId: tenant.supervisor.id, warehouseId: tenant.main.id });
    expect(await events.next('authentication_error')).toEqual({ message: 'Authentication required' });
    socket.emit('authenticate', { userId: tenant.supervisor.id, token: 'forged' });
    expect(
      await events.next(
        'authentication_error',
        (p) => (p as { message: string }).message !== 'Authentication required',
      ),
    ).toEqual({
      message: 'Invalid or expired token',
    });
    // Still the technician: a valid token re-authenticates as its own user only.
    socket.emit('authenticate', { userId: tenant.supervisor.id, token: tokens.technician });
    expect(
      await events.next('authenticated', (p) => (p as { socketId: string }).socketId === socket.id),
    ).toMatchObject({
      userId: tenant.technician.id,
    });
  });

  it('keeps a socket to its own warehouses', async () => {
    const { hello, socket } = await socketOf('northTech', { warehouseId: tenant.main.id });
    expect(hello.warehouseId).toBe(tenant.north.id);
    expect(await emitWithAck(socket, 'subscribe_work_orders', tenant.main.id)).toEqual({
      ok: false,
      message: 'Subscribe to the warehouse this connection works in',
    });
    expect(await emitWithAck(socket, 'subscribe_work_orders', tenant.north.id)).toEqual({ ok: true });
  });
});

describe('events of every mutation', () => {
  it('reach the warehouse’s topic and warehouse rooms, and never another warehouse', async () => {
    const main = await socketOf('technician');
    const north = await socketOf('northTech');
    const unsubscribed = await socketOf('manager');
    for (const topic of ['work_orders', 'equipment', 'inventory', 'pm']) {
      expect(await emitWithAck(main.socket, `subscribe_${topic}`, tenant.main.id)).toEqual({ ok: true });
      expect(await emitWithAck(north.socket, `subscribe_${topic}`)).toEqual({ ok: true });
    }

    const order = (
      await post('supervisor', '/api/work-orders', {
        foNumber: 'WO-2026-801',
        description: 'Conveyor belt slipping',
      })
    ).json();
    expect(await main.events.next('work_order_update')).toMatchObject({
      type: 'work_order',
      action: 'created',
      id: order.id,
      data: { foNumber: order.foNumber },
    });
    expect(
      await unsubscribed.events.next('warehouse_update', (p) => (p as { id: string }).id === order.id),
    ).toMatchObject({
      topic: 'work_orders',
      type: 'work_order',
    });

    const asset = (
      await post('supervisor', '/api/equipment', {
        assetTag: 'RT-001',
        model: 'Grundfos CR 32-2',
        name: 'Booster pump',
        description: 'Realtime test pump',
      })
    ).json();
    expect(await main.events.next('equipment_update')).toMatchObject({ type: 'equipment', id: asset.id });

    const part = (
      await post('supervisor', '/api/parts', { name: 'Cable tie', partNumber: 'RT-CT-1' })
    ).json();
    expect(
      await main.events.next('inventory_update', (p) => (p as { id: string }).id === part.id),
    ).toMatchObject({
      type: 'part',
      action: 'created',
    });
    const vendor = (await post('supervisor', '/api/vendors', { name: 'Realtime Supply Co' })).json();
    expect(
      await main.events.next('inventory_update', (p) => (p as { id: string }).id === vendor.id),
    ).toMatchObject({
      type: 'vendor',
    });
    const template = (
      await post('supervisor', '/api/pm-templates', {
        model: 'Grundfos CR 32-2',
        component: 'Seal',
        action: 'Inspect',
      })
    ).json();
    expect(
      await main.events.next('pm_update', (p) => (p as { id: string }).id === template.id),
    ).toMatchObject({
      type: 'pm_template',
    });

    // North hears its own warehouse's change, and nothing of Main's before it.
    const northToken = tokens.northTech;
    const northOrder = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: bearer(northToken),
      payload: { foNumber: 'WO-2026-802', description: 'North dock door stuck' },
    });
    expect(northOrder.statusCode).toBe(201);
    await north.events.next('work_order_update', (p) => (p as { id: string }).id === northOrder.json().id);
    const mainIds = new Set([order.id, asset.id, part.id, vendor.id, template.id]);
    expect(north.events.received.filter((r) => mainIds.has((r.payload as { id?: string }).id ?? ''))).toEqual(
      [],
    );
    expect(
      main.events.received.filter((r) => (r.payload as { id?: string }).id === northOrder.json().id),
    ).toEqual([]);
    // Subscribed to every topic, Main's socket heard each change once, as its topic's update.
    expect(main.events.events('warehouse_update')).toEqual([]);
  });
});

describe('notifications over the socket', () => {
  it('delivers a notification live, and a silent bell refresh when the type is off or in quiet hours', async () => {
    const { events } = await socketOf('supervisor');
    const live = (await post('supervisor', '/api/notifications/test', { title: 'Hello crew' })).json();
    expect(await events.next('notification')).toMatchObject({
      id: live.id,
      type: 'test',
      title: 'Hello crew',
    });
    expect(await events.next('real_time_update', (p) => (p as { id: string }).id === live.id)).toMatchObject({
      type: 'notification',
      action: 'created',
      data: {},
    });

    const prefs = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: bearer(tokens.supervisor),
        payload: body,
      });
    expect(
      (
        await prefs({
          notificationType: 'test',
          enabled: true,
          quietHoursStart: '22:00',
          quietHoursEnd: '06:30',
        })
      ).statusCode,
    ).toBe(200);
    const quiet = (await post('supervisor', '/api/notifications/test', { title: 'In quiet hours' })).json();
    await events.next('real_time_update', (p) => (p as { id: string }).id === quiet.id);

    await prefs({
      notificationType: 'test',
      enabled: true,
      quietHoursStart: '08:00',
      quietHoursEnd: '17:00',
    });
    const daytimeQuiet = (
      await post('supervisor', '/api/notifications/test', { title: 'Outside quiet hours' })
    ).json();
    await events.next('notification', (p) => (p as { id: string }).id === daytimeQuiet.id);

    await prefs({ notificationType: 'test', enabled: false, quietHoursStart: null, quietHoursEnd: null });
    const off = (await post('supervisor', '/api/notifications/test', { title: 'Turned off' })).json();
    await events.next('real_time_update', (p) => (p as { id: string }).id === off.id);

    expect(events.events('notification').map((n) => (n as { title: string }).title)).toEqual([
      'Hello crew',
      'Outside quiet hours',
    ]);
    // Stored and listed all the same.
    const listed = await t.app.inject({ url: '/api/notifications', headers: bearer(tokens.supervisor) });
    expect(
      listed
        .json()
        .map((n: { title: string }) => n.title)
        .slice(0, 4),
    ).toEqual(['Turned off', 'Outside quiet hours', 'In quiet hours', 'Hello crew']);
  });

  it('tells the warehouse room when planners are notified, and the planners themselves', async () => {
    const technician = await socketOf('technician');
    const manager = await socketOf('manager');
    const part = (
      await post('supervisor', '/api/parts', {
        name: 'Drive belt',
        partNumber: 'RT-BELT',
        stockLevel: 3,
        reorderPoint: 2,
      })
    ).json();
    const adjusted = await post('supervisor', `/api/parts/${part.id}/adjustments`, {
      kind: 'adjust',
      quantity: -2,
      reason: 'Used on the line',
    });
    expect(adjusted.statusCode).toBe(201);
    expect(await technician.events.next('warehouse_notification')).toMatchObject({
      type: 'part_low_stock',
      priority: expect.any(String),
      title: 'Drive belt is low on stock',
    });
    expect(
      await manager.events.next('notification', (p) => (p as { type: string }).type === 'part_low_stock'),
    ).toMatchObject({
      type: 'part_low_stock',
    });
    expect(technician.events.events('notification')).toEqual([]);
  });

  it('alerts the planners when a high-criticality asset stops, once', async () => {
    const manager = await socketOf('manager');
    const technician = await socketOf('technician');
    const asset = (
      await post('supervisor', '/api/equipment', {
        assetTag: 'RT-CHILLER',
        model: 'Carrier 30XA',
        name: 'Chiller 2',
        description: 'Process cooling chiller',
        criticality: 'critical',
      })
    ).json();
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/equipment/${asset.id}`,
        headers: bearer(tokens.supervisor),
        payload,
      });
    expect((await patch({ status: 'maintenance' })).statusCode).toBe(200);
    expect(
      await manager.events.next('notification', (p) => (p as { type: string }).type === 'equipment_alert'),
    ).toMatchObject({
      title: 'RT-CHILLER is down for maintenance',
      message: 'Chiller 2 (critical criticality) is down for maintenance; it was active.',
      priority: 'critical',
      data: { equipmentId: asset.id, assetTag: 'RT-CHILLER', url: '/equipment?asset=RT-CHILLER' },
    });
    expect(await technician.events.next('warehouse_notification')).toMatchObject({
      type: 'equipment_alert',
      title: 'RT-CHILLER is down for maintenance',
    });
    // Still stopped: from maintenance to inactive is no new stoppage.
    expect((await patch({ status: 'inactive' })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/notifications', headers: bearer(tokens.manager) });
    expect(listed.json().filter((n: { type: string }) => n.type === 'equipment_alert')).toHaveLength(1);
  });

  it('sends administrators a system alert when a scheduled job fails, once until read', async () => {
    const admin = await socketOf('admin');
    const alert = jobFailureAlert(t.app.services.notifications);
    const job = { name: 'pm-scheduler', schedule: '0 * * * *', lockKey: 1, run: async () => undefined };
    await alert(job, new Error('connection to the database was lost'));
    expect(await admin.events.next('system_alert')).toMatchObject({
      type: 'system_alert',
      priority: 'critical',
      title: 'Scheduled job pm-scheduler failed',
      message:
        'connection to the database was lost. It will try again at its next run; the server log has the details.',
      data: { job: 'pm-scheduler', url: '/system-monitoring' },
    });
    await alert(job, new Error('connection to the database was lost'));
    const mine = async () =>
      (await t.app.inject({ url: '/api/notifications', headers: bearer(tokens.admin) }))
        .json()
        .filter((n: { type: string }) => n.type === 'system_alert');
    expect(await mine()).toHaveLength(1);
    await post('admin', '/api/notifications/read-all');
    await alert(job, new Error('still failing'));
    expect(await mine()).toHaveLength(2);
  });

  it('refreshes every tab’s bell on read and read-all', async () => {
    const { events } = await socketOf('supervisor');
    const note = (await post('supervisor', '/api/notifications/test')).json();
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${note.id}/read`,
      headers: bearer(tokens.supervisor),
    });
    expect(read.json()).toMatchObject({ id: note.id, read: true });
    expect(
      await events.next('real_time_update', (p) => (p as { action: string }).action === 'read'),
    ).toMatchObject({
      type: 'notification',
      id: note.id,
    });
    const all = await post('supervisor', '/api/notifications/read-all');
    expect(all.json().updated).toBeGreaterThan(0);
    await events.next('real_time_update', (p) => (p as { action: string }).action === 'read_all');
    const unread = await t.app.inject({ url: '/api/notifications', headers: bearer(tokens.supervisor) });
    expect(unread.headers['x-unread-count']).toBe('0');
  });
});

describe('connections', () => {
  it('counts them, and drops a socket whose session has ended', async () => {
    await socketOf('technician');
    const second = await socketOf('technician');
    await socketOf('manager');
    const stats = await t.app.inject({ url: '/api/websocket/stats', headers: bearer(tokens.technician) });
    expect(stats.json()).toEqual({ totalConnections: 3, userConnections: 2 });

    const session = await login(t.app, tenant.supervisor.email, tenant.supervisor.password);
    const opened = await openSocket(url, { token: session.token });
    open.push(opened.socket);
    const closed = new Promise((resolve) => opened.socket.once('disconnect', resolve));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
      payload: { refreshToken: session.refreshToken },
    });
    await t.app.realtime.sweepSessions();
    await closed;
    expect(second.socket.connected).toBe(true);
  });
});

describe('when access ends (issue 9 §9)', () => {
  const until = (socket: Socket, event: string) => new Promise((resolve) => socket.once(event, resolve));

  it('stops a socket hearing a warehouse as soon as its person is taken out of it', async () => {
    const both = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id, tenant.north.id],
      role: 'technician',
    });
    const session = await login(t.app, both.email, both.password);
    const opened = await openSocket(url, { token: session.token, warehouseId: tenant.main.id });
    open.push(opened.socket);
    const events = recorder(opened.socket);
    expect(opened.hello.warehouseId).toBe(tenant.main.id);

    const moved = events.next(
      'authenticated',
      (p) => (p as { warehouseId: string }).warehouseId === tenant.north.id,
    );
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${both.id}`,
      headers: bearer(tokens.admin),
      payload: { warehouseIds: [tenant.north.id] },
    });
    expect(taken.statusCode).toBe(200);
    await moved;

    const mainOrder = (
      await post('supervisor', '/api/work-orders', {
        foNumber: 'WO-2026-811',
        description: 'Main order the moved socket must not hear',
      })
    ).json();
    const northOrder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/work-orders',
        headers: { ...bearer(tokens.admin), 'x-warehouse-id': tenant.north.id },
        payload: { foNumber: 'WO-2026-812', description: 'North order it still hears' },
      })
    ).json();
    await events.next('warehouse_update', (p) => (p as { id: string }).id === northOrder.id);
    // Events on one connection arrive in order: had the Main one been sent, it would be here.
    expect(events.events('warehouse_update').map((p) => (p as { id: string }).id)).not.toContain(
      mainOrder.id,
    );
  });

  it('disconnects at once on sign-out, and on deactivation, without waiting for the sweep', async () => {
    const person = await buildUser(t.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id] });
    const first = await login(t.app, person.email, person.password);
    const signedOut = await openSocket(url, { token: first.token });
    open.push(signedOut.socket);
    const gone = until(signedOut.socket, 'disconnect');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    await gone;

    const second = await login(t.app, person.email, person.password);
    const deactivated = await openSocket(url, { token: second.token });
    open.push(deactivated.socket);
    const dropped = until(deactivated.socket, 'disconnect');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/deactivate`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    await dropped;
  });
});
