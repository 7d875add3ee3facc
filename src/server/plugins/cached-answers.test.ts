import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTenant, buildWorkOrder } from '../test/factories';
import { bearer, login } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let supervisor: Record<string, string>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-06-01T08:00:00Z') });
  tenant = await buildTenant(t.db);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  for (let i = 0; i < 6; i += 1) {
    await buildWorkOrder(t.db, { ...scope, description: `Hydraulic press ${i} losing pressure under load` });
  }
  await buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.north.id,
    description: 'North plant boiler feed pump vibration',
  });
  supervisor = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  admin = (await login(t.app, tenant.admin.email, tenant.admin.password)).token;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

/** Moves past every cached answer of the last test, so each test starts from a miss. */
afterEach(() => t.clock.advance(120_000));

describe('cached answers are kept as bytes', () => {
  it('runs the handler once for repeated reads and answers each encoding with the same JSON and headers', async () => {
    const list = vi.spyOn(t.app.services.workOrders, 'list');
    const url = '/api/work-orders?limit=4';
    const plain = await get(url, supervisor);
    const br = await get(url, { ...supervisor, 'accept-encoding': 'gzip, br' });
    const gzip = await get(url, { ...supervisor, 'accept-encoding': 'gzip' });
    const brAgain = await get(url, { ...supervisor, 'accept-encoding': 'br' });
    expect(list).toHaveBeenCalledTimes(1);

    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveLength(4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    for (const response of [plain, br, gzip]) {
      expect(response.headers['x-total-count']).toBe('6');
      expect(response.headers['x-next-cursor']).toEqual(expect.any(String));
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(plain.headers['x-next-cursor']).toBe(br.headers['x-next-cursor']);
  });

  it('shares one handler run among concurrent first requests', async () => {
    const compliance = vi.spyOn(t.app.services.compliance, 'compliance');
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => get('/api/pm-compliance?days=30', supervisor)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(compliance).toHaveBeenCalledTimes(1);
  });

  it('is one answer per normalised query: order and spelled-out defaults do not matter', async () => {
    const list = vi.spyOn(t.app.services.workOrders, 'list');
    await get('/api/work-orders?limit=2&priority=high', supervisor);
    await get('/api/work-orders?priority=high&limit=2', supervisor);
    expect(list).toHaveBeenCalledTimes(1);
    await get('/api/work-orders', supervisor);
    await get('/api/work-orders?limit=100', supervisor);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps each warehouse’s answer to itself', async () => {
    const main = await get('/api/work-orders', bearer(admin, tenant.main.id));
    const north = await get('/api/work-orders', bearer(admin, tenant.north.id));
    expect(main.headers['x-total-count']).toBe('6');
    expect(north.headers['x-total-count']).toBe('1');
    expect(north.json()).toEqual([
      expect.objectContaining({ description: 'North plant boiler feed pump vibration' }),
    ]);
  });

  it('is cleared by a change in its warehouse', async () => {
    const before = await get('/api/work-orders', supervisor);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: supervisor,
      payload: { foNumber: 'WO-2026-501', description: 'Cooling tower fan belt squealing' },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/work-orders', supervisor);
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);
    expect(after.json().map((o: { foNumber: string }) => o.foNumber)).toContain('WO-2026-501');
  });

  it('keeps the route’s access rule: a cached answer never reaches a role the route refuses', async () => {
    const kpis = '/api/analytics/kpis?days=30';
    expect((await get(kpis, supervisor)).statusCode).toBe(200);
    const technician = await login(t.app, tenant.technician.email, tenant.technician.password);
    expect((await get(kpis, bearer(technician.token))).statusCode).toBe(403);
  });

  it('does not keep a failure', async () => {
    vi.spyOn(t.app.services.dashboard, 'stats').mockRejectedValueOnce(new Error('database away'));
    expect((await get('/api/dashboard/stats?days=30', supervisor)).statusCode).toBe(500);
    const recovered = await get('/api/dashboard/stats?days=30', supervisor);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().totalEquipment).toBe(0);
  });
});
