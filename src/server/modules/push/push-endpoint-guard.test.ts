import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { createLogger, type RedactingLogger } from '../../lib/logger';
import { createDeviceKeys } from './fake-push-service';

const device = createDeviceKeys();
const subscription = (endpoint: string) => ({
  endpoint,
  p256dhKey: device.p256dhKey,
  authKey: device.authKey,
});

async function appWithTechnician(env: Record<string, string> = {}, logger?: RedactingLogger) {
  const t = await createTestApp({ env, logger });
  const { technician } = await buildTenant(t.db);
  const session = await login(t.app, technician.email, technician.password);
  const register = (endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: bearer(session.token),
      payload: subscription(endpoint),
    });
  return { t, technician, session, register };
}

/**
 * A TCP server on both loopback addresses (the second where the machine has IPv6) that counts
 * connections and hangs up at once, so a request that does reach it fails fast.
 */
async function startConnectionCounter() {
  const servers: Server[] = [];
  let connections = 0;
  const listen = (host: string, port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((socket: Socket) => {
        connections += 1;
        socket.destroy();
      });
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  const first = await listen('127.0.0.1', 0);
  servers.push(first);
  const { port } = first.address() as { port: number };
  await listen('::1', port).then(
    (server) => servers.push(server),
    () => undefined,
  );
  return {
    port,
    connections: () => connections,
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}

describe('registering a push subscription', () => {
  let app: Awaited<ReturnType<typeof appWithTechnician>>;
  beforeAll(async () => {
    app = await appWithTechnician();
  });
  afterAll(() => app.t.close());

  const publicService = 'endpoint must be a public push service';
  it.each([
    ['https://127.0.0.1:5999/wpush/v2/x', `${publicService}: 127.0.0.1 is a loopback address`],
    ['https://2130706433/wpush', `${publicService}: 127.0.0.1 is a loopback address`],
    ['https://[::1]/wpush', `${publicService}: ::1 is a loopback address`],
    ['https://localhost:5999/wpush', `${publicService}: localhost is not a public host name`],
    ['https://push.localhost/wpush', `${publicService}: push.localhost is not a public host name`],
    ['https://intranet/wpush', `${publicService}: intranet is not a public host name`],
    ['https://10.0.0.5/wpush', `${publicService}: 10.0.0.5 is a private address`],
    ['https://172.16.4.2/wpush', `${publicService}: 172.16.4.2 is a private address`],
    ['https://192.168.1.10/wpush', `${publicService}: 192.168.1.10 is a private address`],
    ['https://[fd12:3456::1]/wpush', `${publicService}: fd12:3456::1 is a private address`],
    ['https://169.254.10.10/wpush', `${publicService}: 169.254.10.10 is a link-local address`],
    ['https://[fe80::1]/wpush', `${publicService}: fe80::1 is a link-local address`],
    ['https://100.64.0.1/wpush', `${publicService}: 100.64.0.1 is a shared (carrier-grade NAT) address`],
    ['https://0.0.0.0/wpush', `${publicService}: 0.0.0.0 is an unspecified address`],
    ['https://[::]/wpush', `${publicService}: :: is an unspecified address`],
    ['https://224.0.0.251/wpush', `${publicService}: 224.0.0.251 is a multicast address`],
    ['https://240.0.0.1/wpush', `${publicService}: 240.0.0.1 is a reserved address`],
    [
      'https://169.254.169.254/latest/meta-data/',
      `${publicService}: 169.254.169.254 is a cloud metadata address`,
    ],
    [
      'https://[fd00:ec2::254]/latest/meta-data/',
      `${publicService}: fd00:ec2::254 is a cloud metadata address`,
    ],
    [
      'https://metadata.google.internal/computeMetadata/v1/',
      `${publicService}: metadata.google.internal is not a public host name`,
    ],
    ['https://[::ffff:127.0.0.1]/wpush', `${publicService}: ::ffff:7f00:1 is a loopback address`],
    ['https://[::ffff:a9fe:a9fe]/', `${publicService}: ::ffff:a9fe:a9fe is a cloud metadata address`],
    ['https://[::ffff:10.1.2.3]/wpush', `${publicService}: ::ffff:a01:203 is a private address`],
    ['http://fcm.googleapis.com/fcm/send/x', 'endpoint must be an https: push service URL'],
    [
      'https://push.example/send/x',
      'endpoint must be a known push service: push.example is not one (an administrator can add it to PUSH_SERVICE_HOSTS)',
    ],
    [
      'https://fcm.googleapis.com.attacker.net/fcm/send/x',
      'endpoint must be a known push service: fcm.googleapis.com.attacker.net is not one (an administrator can add it to PUSH_SERVICE_HOSTS)',
    ],
    [
      'https://8.8.8.8/wpush',
      'endpoint must be a known push service: 8.8.8.8 is not one (an administrator can add it to PUSH_SERVICE_HOSTS)',
    ],
  ])('refuses %s with 400 and a message a person can act on', async (endpoint, message) => {
    const response = await app.register(endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message,
      details: [{ path: 'endpoint', message }],
    });
    expect(
      await app.t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGq7lBEw',
  ])('accepts the browsers’ push services by default: %s', async (endpoint) => {
    expect((await app.register(endpoint)).statusCode).toBe(201);
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  it('lets an operator widen the list to any public https host, never to a private one', async () => {
    const wide = await appWithTechnician({ PUSH_SERVICE_HOSTS: '*' });
    try {
      expect((await wide.register('https://push.example/send/x')).statusCode).toBe(201);
      expect((await wide.register('https://8.8.8.8/wpush')).statusCode).toBe(201);
      const loopback = await wide.register('https://127.0.0.1/wpush');
      expect(loopback.statusCode).toBe(400);
      expect(loopback.json().message).toBe(
        'endpoint must be a public push service: 127.0.0.1 is a loopback address',
      );
      expect((await wide.register('http://push.example/send/x')).statusCode).toBe(400);
    } finally {
      await wide.t.close();
    }
  });

  it('refuses to start with an entry that is not a host name, *.domain or *', async () => {
    await expect(
      createTestApp({ env: { PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, http://x' } }),
    ).rejects.toThrow(
      'Invalid configuration: PUSH_SERVICE_HOSTS: "http://x" is not a host name, *.domain or *',
    );
  });
});

describe('sending to a stored subscription', () => {
  it('never connects to an address that is not public, even when the name resolved to it only now', async () => {
    const logs: { msg: string; push?: { subscriptionId: string; host: string; reason: string } }[] = [];
    const sink = new Writable({
      write(line: Buffer, _encoding, done) {
        logs.push(JSON.parse(line.toString()));
        done();
      },
    });
    const app = await appWithTechnician({ PUSH_SERVICE_HOSTS: '*' }, createLogger({ level: 'warn' }, sink));
    const counter = await startConnectionCounter();
    try {
      // Rows as a registration made under another setting (or a DNS answer that changed since) would leave them.
      const endpoints = [
        `https://localhost:${counter.port}/wpush/resolves-to-loopback`,
        `https://127.0.0.1:${counter.port}/wpush/loopback-literal`,
        `http://127.0.0.1:${counter.port}/wpush/plain-http`,
      ];
      const rows = await app.t.db
        .insert(pushSubscriptions)
        .values(
          endpoints.map((endpoint) => ({
            userId: app.technician.id,
            sessionId: app.session.sessionId,
            endpoint,
            p256dhKey: device.p256dhKey,
            authKey: device.authKey,
          })),
        )
        .returning();

      const notified = await app.t.app.inject({
        method: 'POST',
        url: '/api/notifications/test',
        headers: bearer(app.session.token),
        payload: {},
      });
      expect(notified.statusCode).toBe(201);
      await app.t.app.pushDelivery.settled();

      expect(counter.connections()).toBe(0);
      const refusals = logs.filter((l) => l.msg === 'web push not delivered').map((l) => l.push);
      const reasonOf = (i: number) => refusals.find((p) => p?.subscriptionId === rows[i]!.id)?.reason;
      expect(reasonOf(0)).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/);
      expect(reasonOf(1)).toBe('endpoint must be a public push service: 127.0.0.1 is a loopback address');
      expect(reasonOf(2)).toBe('endpoint must be an https: push service URL');
      expect(JSON.stringify(logs)).not.toContain('/wpush/');
      // Skipped, not deleted: a push service's name that resolved badly once may resolve well again.
      const kept = await app.t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, app.technician.id));
      expect(kept.map((r) => [r.endpoint, r.lastSuccessAt])).toEqual(
        expect.arrayContaining(endpoints.map((e) => [e, null])),
      );
    } finally {
      await app.t.close();
      await counter.close();
    }
  });
});
