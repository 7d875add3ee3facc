import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { workOrders } from '../db/schema';
import { buildEquipment, buildTemplate, buildTenant, buildUser } from '../test/factories';
import { startInstance, type Instance } from '../test/instance';
import { emitWithAck, openSocket, recorder } from '../test/sockets';
import { createTestDatabase } from '../test/test-app';
import { waitFor } from '../test/wait-for';

const redisUrl = process.env.REDIS_URL;
const DAY = 86_400_000;
const SIGN_IN_LIMIT = 6;

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer
 * (issue 5 §2). Runs wherever REDIS_URL is set: CI sets it.
 */
describe.skipIf(!redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  let tenant: Awaited<ReturnType<typeof buildTenant>>;
  const sockets: Socket[] = [];

  async function signIn(instance: Instance, user: { email: string; password: string }) {
    const response = await fetch(`${instance.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  async function socketOn(instance: Instance, token: string) {
    const opened = await openSocket(instance.url, { token });
    sockets.push(opened.socket);
    return { ...opened, events: recorder(opened.socket) };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.url, { poolSize: 2 });
    tenant = await buildTenant(handle.db);
    // Behind a proxy (as docs/scale-out.md says to run them), so a test can be any client address.
    const env = { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT) };
    [a, b] = await Promise.all([
      startInstance({ databaseUrl: database.url, redisUrl, env }),
      startInstance({ databaseUrl: database.url, redisUrl, env }),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.close(), b?.close()]);
    await handle?.close();
    await database?.drop();
  });

  it('delivers a work order created through A to a socket on B, and B’s lists show it', async () => {
    const supervisor = await signIn(a, tenant.supervisor);
    const technician = await signIn(b, tenant.technician);
    const onB = await socketOn(b, technician);
    expect(await emitWithAck(onB.socket, 'subscribe_work_orders')).toEqual({ ok: true });
    // B caches its list page; A's write must clear it through the relayed event.
    const listOnB = async () =>
      (
        (await (
          await fetch(`${b.url}/api/work-orders?limit=50`, {
            headers: { authorization: `Bearer ${technician}` },
          })
        ).json()) as { id: string }[]
      ).map((o) => o.id);
    const before = await listOnB();

    const created = await fetch(`${a.url}/api/work-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${supervisor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ foNumber: 'WO-2026-901', description: 'Compressor tripping on start' }),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: string };
    expect(
      await onB.events.next('work_order_update', (p) => (p as { id: string }).id === order.id),
    ).toMatchObject({ type: 'work_order', action: 'created', data: { foNumber: 'WO-2026-901' } });
    expect(before).not.toContain(order.id);
    expect(await listOnB()).toContain(order.id);
  });

  it('ends on B at once a session signed out on A, and the sessions of a person deactivated on A', async () => {
    const person = () =>
      buildUser(handle.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id] });
    const meOnB = async (token: string) =>
      (await fetch(`${b.url}/api/profiles/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    const leaving = await signIn(a, await person());
    const deactivated = await person();
    const kept = await signIn(b, deactivated);
    // B has verified both sessions, so it answers them from its cache until told otherwise.
    expect([await meOnB(leaving), await meOnB(kept)]).toEqual([200, 200]);

    const out = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(out.status).toBe(200);
    // Well within the cache's 60 s backstop: only the relayed event can end it this soon.
    await waitFor('the signed-out session to be refused on B', async () => (await meOnB(leaving)) === 401);

    const admin = await signIn(a, tenant.admin);
    const off = await fetch(`${a.url}/api/users/${deactivated.id}/deactivate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(off.status).toBe(200);
    await waitFor('the deactivated person to be refused on B', async () => (await meOnB(kept)) === 401);
  });

  it('counts connections across both instances', async () => {
    const manager = await signIn(a, tenant.manager);
    await socketOn(a, manager);
    await socketOn(b, manager);
    const stats = await fetch(`${b.url}/api/websocket/stats`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(await stats.json()).toEqual({ totalConnections: sockets.length, userConnections: 2 });
  });

  it('limits sign-in attempts per client address across both instances together', async () => {
    // An e-mail of its own each time: the account throttle (5 failures per account and address,
    // ADR 25) would answer before the address's rate limit this test is about.
    const attempt = (instance: Instance, n: number) =>
      fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: `nobody-${n}@example.com`, password: 'wrong password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT + 1; i += 1)
      statuses.push((await attempt(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(401), 429]);
    // Another address still gets in.
    expect(
      (
        await fetch(`${b.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
        })
      ).status,
    ).toBe(401);
  });

  it('runs the PM scheduler once when both instances run it at the same moment', async () => {
    const past = new Date(Date.now() - 60 * DAY);
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    await buildTemplate(handle.db, { ...scope, model: 'Atlas GA 37', createdAt: past });
    for (let i = 0; i < 4; i += 1) {
      await buildEquipment(handle.db, {
        ...scope,
        model: 'Atlas GA 37',
        assetTag: `CMP-${i}`,
        createdAt: past,
      });
    }

    const replies = await Promise.all([a.runJob('pm-scheduler'), b.runJob('pm-scheduler')]);
    const generated = replies.map((r) => ('ran' in r && r.ran ? Number(r.result?.generated ?? 0) : 0));
    expect(generated.reduce((sum, n) => sum + n, 0)).toBe(4);
    const orders = await handle.db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(eq(workOrders.warehouseId, tenant.main.id), eq(workOrders.type, 'preventive')));
    expect(orders).toHaveLength(4);
    // And again: nothing new while those orders are open.
    const again = await Promise.all([b.runJob('pm-scheduler'), a.runJob('pm-scheduler')]);
    expect(again.map((r) => ('ran' in r && r.ran ? Number(r.result?.generated ?? 0) : 0))).toEqual([0, 0]);
  });
});
