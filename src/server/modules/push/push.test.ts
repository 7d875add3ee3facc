import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pushSubscriptions } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDeviceKeys } from './fake-push-service';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const tokens = { technician: '', supervisor: '' };
type Who = keyof typeof tokens;

const device = createDeviceKeys();
const subscription = (endpoint: string, keys = device) => ({
  endpoint,
  p256dhKey: keys.p256dhKey,
  authKey: keys.authKey,
  userAgent: 'Mozilla/5.0 (Test)',
});
const post = (who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/push-subscriptions', headers: bearer(tokens[who]), payload });
const remove = (who: Who, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push-subscriptions',
    headers: bearer(tokens[who]),
    payload: { endpoint },
  });
const rowOf = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  for (const who of Object.keys(tokens) as Who[]) {
    tokens[who] = (await login(t.app, tenant[who].email, tenant[who].password)).token;
  }
});
afterAll(() => t.close());

describe('without a token', () => {
  it('answers 401 on every push-subscription call', async () => {
    const calls = [
      t.app.inject({ url: '/api/push-subscriptions/public-key' }),
      t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        payload: subscription('https://fcm.googleapis.com/fcm/send/a'),
      }),
      t.app.inject({
        method: 'DELETE',
        url: '/api/push-subscriptions',
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/a' },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/push-subscriptions/public-key', () => {
  it('answers the stored VAPID public key (an uncompressed P-256 point) and never the private one', async () => {
    const response = await t.app.inject({
      url: '/api/push-subscriptions/public-key',
      headers: bearer(tokens.technician),
    });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    const bytes = Buffer.from(publicKey, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);

    const [stored] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
    const pair = JSON.parse(stored!.value) as { publicKey: string; privateKey: string };
    expect(pair.publicKey).toBe(publicKey);
    expect(response.body).not.toContain(pair.privateKey);
  });
});

describe('POST /api/push-subscriptions', () => {
  it('refuses a payload that is not a browser subscription, with the field’s message', async () => {
    const cases: [object, string][] = [
      [{ p256dhKey: device.p256dhKey, authKey: device.authKey }, 'endpoint must be the push service URL'],
      [subscription('ftp://p.example/x'), 'endpoint must be the push service URL'],
      [{ ...subscription('https://fcm.googleapis.com/fcm/send/x'), p256dhKey: '' }, 'p256dhKey is required'],
      [
        { endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dhKey: device.p256dhKey },
        'authKey is required',
      ],
      [
        { ...subscription('https://fcm.googleapis.com/fcm/send/x'), p256dhKey: 'BAECAw' },
        'p256dhKey must be the subscription public key: a P-256 point in base64url',
      ],
      [
        { ...subscription('https://fcm.googleapis.com/fcm/send/x'), authKey: 'not base64url!' },
        'authKey must be the subscription auth secret: 16 bytes in base64url',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post('technician', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('answers its refusals with a code and params beside the English message (ADR 65)', async () => {
    const { authKey: _left, ...withoutAuthKey } = subscription('https://fcm.googleapis.com/fcm/send/x');
    const noAuthKey = await post('technician', withoutAuthKey);
    expect(noAuthKey.statusCode).toBe(400);
    expect(noAuthKey.json()).toMatchObject({
      code: 'text.required',
      params: { field: 'authKeyParam' },
      message: 'authKey is required',
      details: [
        {
          path: 'authKey',
          code: 'text.required',
          params: { field: 'authKeyParam' },
          message: 'authKey is required',
        },
      ],
    });

    const unknownService = await post('technician', subscription('https://push.example/send/x'));
    expect(unknownService.statusCode).toBe(400);
    const notListed = {
      code: 'push.endpointNotListed',
      params: { host: 'push.example' },
      message:
        'endpoint must be a known push service: push.example is not one (an administrator can add it to PUSH_SERVICE_HOSTS)',
    };
    expect(unknownService.json()).toEqual({
      error: 'VALIDATION_FAILED',
      ...notListed,
      details: [{ path: 'endpoint', ...notListed }],
    });
  });

  it('creates one row per endpoint (201), and the same endpoint again takes the new keys (200)', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    const created = await post('technician', subscription(endpoint));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      endpoint,
      userAgent: 'Mozilla/5.0 (Test)',
      createdAt: expect.any(String),
    });

    const renewed = createDeviceKeys();
    const updated = await post('technician', { ...subscription(endpoint, renewed), userAgent: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().id).toBe(created.json().id);
    expect(await rowOf(endpoint)).toMatchObject({
      userId: tenant.technician.id,
      p256dhKey: renewed.p256dhKey,
      authKey: renewed.authKey,
      userAgent: null,
    });
  });

  it('moves an endpoint to whoever registers it now (another person signed in on that browser)', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-browser';
    expect((await post('technician', subscription(endpoint))).statusCode).toBe(201);
    expect((await post('supervisor', subscription(endpoint))).statusCode).toBe(200);
    expect((await rowOf(endpoint))?.userId).toBe(tenant.supervisor.id);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
  });

  it('keeps a user’s 20 most recent devices', async () => {
    const { admin } = tenant;
    const token = (await login(t.app, admin.email, admin.password)).token;
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: bearer(token),
        payload: subscription(`https://fcm.googleapis.com/fcm/send/admin-${i}`),
      });
      expect(response.statusCode).toBe(201);
    }
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, admin.id));
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.endpoint)).not.toContain('https://fcm.googleapis.com/fcm/send/admin-0');
  });
});

describe('DELETE /api/push-subscriptions', () => {
  it('deletes the caller’s own subscription only (204), else 404', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/to-delete';
    expect((await post('technician', subscription(endpoint))).statusCode).toBe(201);

    const notMine = await remove('supervisor', endpoint);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'push.noSubscription',
      message: 'This device has no push subscription',
    });
    expect(await rowOf(endpoint)).toBeDefined();

    const mine = await remove('technician', endpoint);
    expect(mine.statusCode).toBe(204);
    expect(mine.body).toBe('');
    expect(await rowOf(endpoint)).toBeUndefined();
    expect((await remove('technician', endpoint)).statusCode).toBe(404);
  });

  it('needs the endpoint', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: bearer(tokens.technician),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('endpoint is required');
  });
});
