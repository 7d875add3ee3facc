import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthDetailsSchema, healthSchema } from '../../../shared/schemas/health';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { openSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A port of 127.0.0.1 nothing listens on: a Redis that is away. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok without a token and reveals nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['status', 'timestamp', 'uptime', 'version']);
    expect(response.json().status).toBe('ok');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'NOT_FOUND',
      message: 'No route for GET /api/nope',
    });
  });
});

describe('GET /api/health with a token', () => {
  const jwtSecret = 'a-jwt-secret-that-is-long-enough-for-the-test-1234';
  let t: TestApp;
  let tokens: Record<'technician' | 'manager' | 'admin', string>;
  let tenant: Awaited<ReturnType<typeof buildTenant>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_SECRET: jwtSecret, GIT_SHA: 'abc1234', REGION: 'eu-west' } });
    tenant = await buildTenant(t.db);
    const tokenOf = async (person: { email: string; password: string }) =>
      (await login(t.app, person.email, person.password)).token;
    tokens = {
      technician: await tokenOf(tenant.technician),
      manager: await tokenOf(tenant.manager),
      admin: await tokenOf(tenant.admin),
    };
  });
  afterAll(() => t.close());

  const health = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers: token ? bearer(token) : {} });

  it("answers a technician's or an unverifiable token the public shape", async () => {
    for (const token of [tokens.technician, 'not-a-token']) {
      const response = await health(token);
      expect(response.statusCode).toBe(200);
      expect(healthSchema.strict().parse(response.json()).status).toBe('ok');
    }
  });

  it('answers a manager and an admin the details, without a secret', async () => {
    for (const token of [tokens.manager, tokens.admin]) {
      const response = await health(token);
      expect(response.statusCode).toBe(200);
      const details = healthDetailsSchema.parse(response.json());
      expect(details).toMatchObject({
        env: 'test',
        sha: 'abc1234',
        region: 'eu-west',
        buildId: null,
        database: { status: 'connected', mode: 'external' },
        redis: 'not configured',
        websocket: { activeConnections: 0, connectionsByWarehouse: [] },
      });
      expect(details.database.latencyMs).toBeGreaterThanOrEqual(0);
      expect(details.features).toMatchObject({ redis: 'disabled', embeddedDatabase: 'disabled' });
      expect(response.body).not.toContain(t.url);
      expect(response.body).not.toContain(jwtSecret);
    }
  });

  it("counts this instance's sockets by warehouse, with the warehouse's name", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const opened = await Promise.all([
      openSocket(url, { token: tokens.technician }),
      openSocket(url, { token: tokens.manager }),
    ]);
    try {
      const details = healthDetailsSchema.parse((await health(tokens.admin)).json());
      expect(details.websocket).toEqual({
        activeConnections: 2,
        connectionsByWarehouse: [
          { warehouseId: tenant.main.id, warehouseName: 'Main Plant', connections: 2 },
        ],
      });
    } finally {
      for (const { socket } of opened) socket.close();
    }
  });
});

describe('GET /api/health with REDIS_URL set and Redis away', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app still builds (a start during a Redis outage), after a short wait for Redis.
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  it('answers degraded, still 200 and still nothing else, and serves requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      version: expect.any(String),
      uptime: expect.any(Number),
      timestamp: expect.any(String),
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
