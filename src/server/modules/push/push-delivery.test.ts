import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification, PushMessage } from '../../../shared/schemas/notifications';
import { pushSubscriptions, users } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDeviceKeys, startFakePushService } from './fake-push-service';

const NOW = new Date('2026-05-15T12:00:00Z');
let t: TestApp;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const tokens = { technician: '', supervisor: '' };
type Who = keyof typeof tokens;
const phone = createDeviceKeys();
const laptop = createDeviceKeys();
const tablet = createDeviceKeys();

const call = (who: Who, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]), payload });
const subscribe = (who: Who, path: string, keys: ReturnType<typeof createDeviceKeys>) =>
  call(who, 'POST', '/api/push-subscriptions', {
    endpoint: pushService.endpoint(path),
    p256dhKey: keys.p256dhKey,
    authKey: keys.authKey,
  });
const rowOf = async (path: string) =>
  (
    await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, pushService.endpoint(path)))
  )[0];
const publicKey = async () =>
  (
    await t.app.inject({ url: '/api/push-subscriptions/public-key', headers: bearer(tokens.technician) })
  ).json<{
    publicKey: string;
  }>().publicKey;

/** Sends a test notification to oneself and waits until its pushes are done. */
async function notifyMyself(who: Who, payload: object = {}) {
  const response = await call(who, 'POST', '/api/notifications/test', payload);
  expect(response.statusCode).toBe(201);
  await t.app.pushDelivery.settled();
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  pushService = await startFakePushService({ '/gone': 410, '/broken': 500 });
  t = await createTestApp({ now: NOW, pushServiceOrigin: pushService.origin });
  tenant = await buildTenant(t.db);
  for (const who of Object.keys(tokens) as Who[]) {
    tokens[who] = (await login(t.app, tenant[who].email, tenant[who].password)).token;
  }
});
beforeEach(() => {
  pushService.received.length = 0;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('web push of a new notification', () => {
  it('reaches each of the addressee’s devices, signed with VAPID and readable only with the device’s keys', async () => {
    expect((await subscribe('technician', '/phone', phone)).statusCode).toBe(201);
    expect((await subscribe('technician', '/laptop', laptop)).statusCode).toBe(201);
    const id = await notifyMyself('technician', {
      title: 'Pump P-7',
      message: 'Check the seal',
      priority: 'critical',
    });

    expect(pushService.received.map((r) => r.path).sort()).toEqual(['/laptop', '/phone']);
    const received = pushService.received.find((r) => r.path === '/phone')!;
    expect(received.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: '86400',
      urgency: 'high',
    });
    expect(received.body.toString('latin1')).not.toContain('Pump P-7');

    const message: PushMessage = JSON.parse(phone.decrypt(received.body));
    expect(message).toEqual({
      title: 'Pump P-7',
      body: 'Check the seal',
      url: '/phase1-demo',
      tag: `test:${id}`,
      notificationId: id,
      priority: 'critical',
    });
    expect(() => laptop.decrypt(received.body)).toThrow();

    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(received.headers.authorization ?? '') ?? [];
    expect(key).toBe(await publicKey());
    const point = Buffer.from(key!, 'base64url');
    const verifier = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token!, verifier, { audience: pushService.origin });
    expect(payload.sub).toBe('mailto:admin@localhost');

    expect((await rowOf('/phone'))?.lastSuccessAt).toEqual(NOW);
  });

  it('deletes a subscription the push service calls gone (410) and keeps one that failed otherwise', async () => {
    await subscribe('supervisor', '/gone', tablet);
    await subscribe('supervisor', '/broken', laptop);
    await notifyMyself('supervisor');

    expect(pushService.received.map((r) => r.path).sort()).toEqual(['/broken', '/gone']);
    expect(await rowOf('/gone')).toBeUndefined();
    expect(await rowOf('/broken')).toMatchObject({ lastSuccessAt: null });
  });

  it('pushes nothing the addressee’s preferences hold back', async () => {
    const off = await call('technician', 'PUT', '/api/notification-preferences', {
      notificationType: 'test',
      enabled: false,
      quietHoursStart: null,
      quietHoursEnd: null,
    });
    expect(off.statusCode).toBe(200);
    const id = await notifyMyself('technician');

    expect(t.events.find((e) => e.id === id)).toMatchObject({ action: 'created', silent: true });
    expect(pushService.received).toEqual([]);
  });

  it('sends nothing to the devices of a deactivated person', async () => {
    const { northTech } = tenant;
    const token = (await login(t.app, northTech.email, northTech.password)).token;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: bearer(token),
      payload: {
        endpoint: pushService.endpoint('/left'),
        p256dhKey: tablet.p256dhKey,
        authKey: tablet.authKey,
      },
    });
    expect(registered.statusCode).toBe(201);
    await t.db.update(users).set({ active: false }).where(eq(users.id, northTech.id));

    const report = await t.app.services.push.deliver([
      {
        notification: {
          id: '00000000-0000-4000-8000-000000000001',
          type: 'wo_assigned',
          title: 'Assigned',
          message: 'A work order was assigned to you',
          priority: 'normal',
          data: null,
          read: false,
          createdAt: NOW.toISOString(),
        },
        userIds: [northTech.id],
      },
    ]);
    expect(report).toEqual({ delivered: 0, removed: 0, failures: [] });
    expect(pushService.received).toEqual([]);
  });

  it('sends nothing to a device whose sign-in has ended, until someone signs in there and turns push on', async () => {
    const { manager } = tenant;
    const session = await login(t.app, manager.email, manager.password);
    const shared = createDeviceKeys();
    const register = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: bearer(token),
        payload: {
          endpoint: pushService.endpoint('/shared'),
          p256dhKey: shared.p256dhKey,
          authKey: shared.authKey,
        },
      });
    expect((await register(session.token)).statusCode).toBe(201);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
      payload: { refreshToken: session.refreshToken },
    });
    expect(signedOut.statusCode).toBe(200);

    const notice: Notification = {
      id: '00000000-0000-4000-8000-000000000002',
      type: 'wo_assigned',
      title: 'Assigned',
      message: 'A work order was assigned to you',
      priority: 'normal',
      data: null,
      read: false,
      createdAt: NOW.toISOString(),
    };
    expect(await t.app.services.push.deliver([{ notification: notice, userIds: [manager.id] }])).toEqual({
      delivered: 0,
      removed: 0,
      failures: [],
    });

    expect((await register(tokens.supervisor)).statusCode).toBe(200);
    expect(
      await t.app.services.push.deliver([
        { notification: notice, userIds: [tenant.supervisor.id, manager.id] },
      ]),
    ).toMatchObject({ delivered: 1 });
    // The supervisor's own devices: the shared one, and the broken one of an earlier test.
    expect(pushService.received.map((r) => r.path).sort()).toEqual(['/broken', '/shared']);
  });
});
