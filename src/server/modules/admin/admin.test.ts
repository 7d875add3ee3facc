import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  performanceSummarySchema,
  recommendationsSchema,
  slowQueriesSchema,
  slowRequestsSchema,
} from '../../../shared/schemas/performance';
import { SLOW_QUERY_MS, SLOW_REQUEST_MS } from '../../../shared/monitoring/thresholds';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let managerToken: string;
let technicianToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  managerToken = (await login(t.app, tenant.manager.email, tenant.manager.password)).token;
  technicianToken = (await login(t.app, tenant.technician.email, tenant.technician.password)).token;
});
afterAll(() => t.close());

const get = (url: string, token = managerToken) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/admin/performance/*', () => {
  it('refuses a technician and answers a manager', async () => {
    expect((await get('/api/admin/performance/summary', technicianToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/performance/summary' })).statusCode).toBe(
      401,
    );
    expect((await get('/api/admin/performance/summary')).statusCode).toBe(200);
  });

  it('counts the requests it answered in the 15-minute window', async () => {
    const before = performanceSummarySchema.parse((await get('/api/admin/performance/summary')).json());
    for (let i = 0; i < 12; i += 1) await get('/api/profiles/me');
    const after = performanceSummarySchema.parse((await get('/api/admin/performance/summary')).json());
    expect(after.windowSeconds).toBe(900);
    // The twelve, plus the first summary request itself (measured once it was answered).
    expect(after.requests.totalRequests - before.requests.totalRequests).toBe(13);
    expect(after.requests.p95ResponseTime).toBeGreaterThan(0);
    expect(after.requests.p99ResponseTime).toBeGreaterThanOrEqual(after.requests.p95ResponseTime!);
    expect(after.requests.errorRate).toBe(0);
    expect(after.database.totalQueries).toBeGreaterThan(before.database.totalQueries);
    expect(after.database.queryTypeBreakdown.select).toBeGreaterThan(0);
    expect(after.database.pool.total).toBeGreaterThan(0);
    expect(after.cache.configured).toBe(true);
  });

  it('reads memory use against the heap limit, so an idle test server is far from the 50% warning', async () => {
    const { system } = performanceSummarySchema.parse((await get('/api/admin/performance/summary')).json());
    expect(system.heapLimit).toBeGreaterThan(system.heapTotal);
    expect(system.memoryUsage).toBeCloseTo(system.heapUsed / system.heapLimit, 2);
    expect(system.memoryUsage).toBeLessThan(0.5);
  });

  it('lists a slow query with its type, table and time, never its text', async () => {
    await t.db.execute(sql`select pg_sleep(${(SLOW_QUERY_MS + 50) / 1000})`);
    const { queries, thresholdMs } = slowQueriesSchema.parse(
      (await get('/api/admin/performance/slow-queries')).json(),
    );
    expect(thresholdMs).toBe(SLOW_QUERY_MS);
    expect(queries[0]).toMatchObject({ queryType: 'select', tableName: null });
    expect(queries[0]!.queryTime).toBeGreaterThan(SLOW_QUERY_MS);
    expect(JSON.stringify(queries)).not.toContain('pg_sleep');
  });

  it('lists a request slowed by a row lock under its route pattern, and the blocked update as a slow query', async () => {
    const equipment = await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
    });
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from equipment where id = $1 for update', [equipment.id]);
      const pending = t.app.inject({
        method: 'PATCH',
        url: `/api/equipment/${equipment.id}`,
        headers: bearer(managerToken),
        payload: { description: 'Held by a lock' },
      });
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
      await holder.query('commit');
      expect((await pending).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
    const { requests } = slowRequestsSchema.parse((await get('/api/admin/performance/slow-requests')).json());
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/api/equipment/:id', statusCode: 200 });
    expect(requests[0]!.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
    const { queries } = slowQueriesSchema.parse((await get('/api/admin/performance/slow-queries')).json());
    expect(queries[0]).toMatchObject({ queryType: 'update', tableName: 'equipment' });
  });

  it('recommends from the measured figures, naming value and threshold', async () => {
    const { recommendations } = recommendationsSchema.parse(
      (await get('/api/admin/performance/recommendations')).json(),
    );
    // Which ones appear depends on this machine (heap use); each must name a figure past its bound.
    for (const recommendation of recommendations) {
      expect(recommendation.value).toBeGreaterThan(recommendation.threshold);
      expect(recommendation.metric).toMatch(/^(requests|database|system)\./);
    }
  });

  it('forgets what is older than the window', async () => {
    t.clock.advance(16 * 60_000);
    // Tokens have expired too: the new sign-in is the window's one request so far.
    const token = (await login(t.app, tenant.manager.email, tenant.manager.password)).token;
    const summary = performanceSummarySchema.parse(
      (await get('/api/admin/performance/summary', token)).json(),
    );
    expect(summary.requests.totalRequests).toBe(1);
    const { requests } = slowRequestsSchema.parse(
      (await get('/api/admin/performance/slow-requests', token)).json(),
    );
    expect(requests).toEqual([]);
  });
});
