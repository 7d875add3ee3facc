import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MonitoringMetrics, PerformanceHealth, SystemMetrics } from '../../../shared/schemas/monitoring';
import { alerts, systemMetricSamples } from '../../db/schema';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertSample } from './test-samples';

const NOW = new Date('2026-06-01T12:00:30Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let manager: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(systemMetricSamples);
});

const get = (url: string, headers = manager) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/monitoring/system', () => {
  it('answers an empty series before any sample was written', async () => {
    const response = await get('/api/monitoring/system');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ range: '24h', bucketSeconds: 300, samples: [] });
  });

  it('aggregates two instances into one-minute buckets for the last hour', async () => {
    // 11:50 bucket: a and b. 11:51 bucket: a alone, no timed request. 10:30: outside the hour.
    await insertSample(t.db, {
      instanceId: 'a',
      sampledAt: new Date('2026-06-01T11:50:10Z'),
      cpuUsage: 0.25,
      memoryUsage: 0.5,
      requestCount: 100,
      errorCount: 2,
      avgResponseTimeMs: 100,
      throughput: 1.5,
      dbActiveConnections: 3,
    });
    await insertSample(t.db, {
      instanceId: 'b',
      sampledAt: new Date('2026-06-01T11:50:40Z'),
      cpuUsage: 0.75,
      memoryUsage: 0.25,
      requestCount: 300,
      errorCount: 3,
      avgResponseTimeMs: 200,
      throughput: 4.5,
      dbActiveConnections: 5,
    });
    await insertSample(t.db, { instanceId: 'a', sampledAt: new Date('2026-06-01T11:51:10Z'), cpuUsage: 0.5 });
    await insertSample(t.db, {
      instanceId: 'a',
      sampledAt: new Date('2026-06-01T10:30:00Z'),
      requestCount: 9,
    });

    const response = await get('/api/monitoring/system?range=1h');
    expect(response.statusCode).toBe(200);
    const body = response.json<SystemMetrics>();
    expect(body.bucketSeconds).toBe(60);
    expect(body.samples).toEqual([
      {
        timestamp: '2026-06-01T11:50:00.000Z',
        cpu: { usage: 0.5 }, // (0.25 + 0.75) / 2
        memory: { usage: 0.375 }, // (0.5 + 0.25) / 2
        // (100 ms × 100 + 200 ms × 300) / 400 requests = 175 ms
        performance: { avgResponseTime: 175, throughput: 6, errorCount: 5, requestCount: 400 },
        database: { activeConnections: 8 },
        instances: 2,
      },
      {
        timestamp: '2026-06-01T11:51:00.000Z',
        cpu: { usage: 0.5 },
        memory: { usage: expect.closeTo(0.3, 5) },
        performance: { avgResponseTime: null, throughput: 0, errorCount: 0, requestCount: 0 },
        database: { activeConnections: 1 },
        instances: 1,
      },
    ]);
  });

  it('refuses an unknown range with the ranges it accepts', async () => {
    const response = await get('/api/monitoring/system?range=2h');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'monitoring.range',
      params: { values: '1h, 24h, 7d, 30d' },
      message: 'Use one of: 1h, 24h, 7d, 30d',
    });
  });
});

describe('GET /api/monitoring/health', () => {
  it('scores the last hour against the hour before, by the documented formulas', async () => {
    // This hour: CPU 0.25 → 100; heap 0.65 → 85 (halfway from 0.5 to 0.8); reachable → 100.
    // Infrastructure (100 + 85 + 100) / 3 = 95. Response 350 ms → 85; errors 2 % → 92.5.
    // Application (85 + 92.5) / 2 = 88.75 → 88.8. Overall (95 + 88.8) / 2 = 91.9.
    await insertSample(t.db, {
      sampledAt: minutesAgo(10),
      cpuUsage: 0.25,
      memoryUsage: 0.65,
      requestCount: 100,
      errorCount: 2,
      avgResponseTimeMs: 350,
    });
    // The hour before: 2 of 5 samples reached the database → 40; infrastructure (100 + 100 + 40) / 3 = 80.
    // 100 ms and no errors → application 100. Overall 90.
    for (let i = 0; i < 5; i += 1) {
      await insertSample(t.db, {
        sampledAt: minutesAgo(70 + i),
        cpuUsage: 0.25,
        memoryUsage: 0.4,
        requestCount: 20,
        avgResponseTimeMs: 100,
        healthy: i < 2,
      });
    }
    const response = await get('/api/monitoring/health');
    expect(response.statusCode).toBe(200);
    expect(response.json<PerformanceHealth>()).toEqual({
      overall: { score: 91.9, trend: 'stable' },
      infrastructure: { score: 95, trend: 'improving' },
      application: { score: 88.8, trend: 'declining' },
      // No order, no PM in this plant: nothing to judge the business by.
      business: { score: null, trend: null },
      timestamp: NOW.toISOString(),
    });
  });

  it("trends the overall score on what both hours measured: a new server's first samples are no improvement", async () => {
    // A plant with one open order of two days ago: business is the same in both hours.
    const plant = await buildTenant(t.db);
    const scope = { organizationId: plant.org.id, warehouseId: plant.main.id };
    await buildWorkOrder(t.db, { ...scope, status: 'assigned', createdAt: minutesAgo(2 * 1440) });
    const plantManager = bearer((await login(t.app, plant.manager.email, plant.manager.password)).token);
    // The server started this hour: samples now, none in the hour before.
    await insertSample(t.db, { sampledAt: minutesAgo(10) });
    const body = (await get('/api/monitoring/health', plantManager)).json<PerformanceHealth>();
    expect(body.infrastructure).toEqual({ score: 100, trend: null });
    expect(body.business.trend).toBe('stable');
    expect(body.overall).toEqual({ score: (100 + body.business.score!) / 2, trend: 'stable' });
  });

  it('answers null scores, not invented ones, without samples', async () => {
    const body = (await get('/api/monitoring/health')).json<PerformanceHealth>();
    expect(body.infrastructure).toEqual({ score: null, trend: null });
    expect(body.overall).toEqual({ score: null, trend: null });
  });
});

describe('GET /api/monitoring/kpi', () => {
  it("answers the analytics KPIs of the caller's warehouse over the range", async () => {
    const response = await get('/api/monitoring/kpi?range=7d');
    expect(response.statusCode).toBe(200);
    const expected = await t.app.services.analytics.kpis({
      warehouseId: tenant.main.id,
      from: new Date(NOW.getTime() - 7 * 86_400_000),
      to: NOW,
    });
    expect(response.json()).toEqual({ range: '7d', kpis: expected });
    expect(response.json().kpis.period).toEqual({ from: '2026-05-25T12:00:30.000Z', to: NOW.toISOString() });
  });
});

describe('GET /api/monitoring/metrics', () => {
  it("counts the last day's samples, the plant's workload and the open alerts by type", async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const machine = await buildEquipment(t.db, { ...scope, assetTag: 'MON-1' });
    await buildWorkOrder(t.db, { ...scope, equipmentId: machine.id, status: 'new', dueDate: minutesAgo(60) });
    await buildWorkOrder(t.db, { ...scope, equipmentId: machine.id, status: 'in_progress' });
    await buildWorkOrder(t.db, { ...scope, equipmentId: machine.id, status: 'completed' });
    await t.db.insert(alerts).values([
      { type: 'critical', title: 'One', message: 'One' },
      { type: 'warning', title: 'Two', message: 'Two' },
      { type: 'warning', title: 'Three', message: 'Three', resolved: true },
    ]);
    await insertSample(t.db, {
      sampledAt: minutesAgo(5),
      requestCount: 30,
      errorCount: 1,
      avgResponseTimeMs: 100,
    });
    await insertSample(t.db, { sampledAt: minutesAgo(600), requestCount: 10, avgResponseTimeMs: 300 });
    await insertSample(t.db, { sampledAt: minutesAgo(25 * 60), requestCount: 1000 });

    const response = await get('/api/monitoring/metrics');
    expect(response.statusCode).toBe(200);
    const body = response.json<MonitoringMetrics>();
    // (100 × 30 + 300 × 10) / 40 = 150 ms; the sample of 25 hours ago is out.
    expect(body.performance).toMatchObject({ avgResponseTime: 150, requestCount: 40, errorCount: 1 });
    expect(body.performance.uptime).toBeGreaterThanOrEqual(0);
    expect(body.memory.usage).toBeGreaterThan(0);
    expect(body.memory.usage).toBeCloseTo(body.memory.used / body.memory.limit, 2);
    expect(body.business).toMatchObject({ activeWorkOrders: 2, overdueWorkOrders: 1, equipmentCount: 1 });
    expect(body.openAlerts).toEqual({ critical: 1, warning: 1, info: 0 });
    await t.db.delete(alerts);
  });
});

describe('access', () => {
  it('refuses technicians every monitoring route', async () => {
    for (const url of [
      '/api/monitoring/system',
      '/api/monitoring/kpi',
      '/api/monitoring/health',
      '/api/monitoring/metrics',
      '/api/monitoring/alerts',
    ]) {
      expect((await get(url, tech)).statusCode, url).toBe(403);
    }
    const resolve = await t.app.inject({
      method: 'POST',
      url: '/api/monitoring/alerts/00000000-0000-4000-8000-000000000000/resolve',
      headers: tech,
    });
    expect(resolve.statusCode).toBe(403);
  });
});
