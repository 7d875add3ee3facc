import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/schemas/monitoring';
import { alerts, auditLog, notifications, userWarehouses } from '../../db/schema';
import { alertEngineJob } from '../../jobs/alert-engine.job';
import { runExclusively } from '../../jobs/job-runner';
import { buildTenant, buildUser } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertSample } from './test-samples';

const NOW = new Date('2026-06-01T12:00:00Z');

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  // The installation's alerts are every plant's: this manager works in both.
  await t.db.insert(userWarehouses).values({ userId: tenant.manager.id, warehouseId: tenant.north.id });
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
});
afterAll(() => t.close());

/** One run of the scheduled job, under its advisory lock, as the scheduler would run it. */
const runEngine = async () => {
  const outcome = await runExclusively(t.pool, alertEngineJob(t.app.services.alerts));
  expect(outcome.ran).toBe(true);
  return outcome.result;
};
const responseTimeAlerts = () => t.db.select().from(alerts).where(eq(alerts.metric, 'responseTime'));
const resolve = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/monitoring/alerts/${id}/resolve`, headers: manager });

describe('the alert engine', () => {
  it('opens one alert per crossed threshold, tells managers and admins, and resolves it once', async () => {
    // Two instances, 650 ms average over the last 5 minutes: above the 500 ms warning bound.
    await insertSample(t.db, {
      instanceId: 'a',
      sampledAt: new Date('2026-06-01T11:58:00Z'),
      requestCount: 100,
      avgResponseTimeMs: 700,
    });
    await insertSample(t.db, {
      instanceId: 'b',
      sampledAt: new Date('2026-06-01T11:59:00Z'),
      requestCount: 100,
      avgResponseTimeMs: 600,
    });
    // Old enough to be out of the window: it would be critical on memory.
    await insertSample(t.db, { sampledAt: new Date('2026-06-01T11:50:00Z'), memoryUsage: 0.95 });

    expect(await runEngine()).toEqual({ conditions: 1, opened: 1 });
    t.clock.advance(60_000);
    expect(await runEngine()).toEqual({ conditions: 1, opened: 0 });
    const [opened, ...more] = await responseTimeAlerts();
    expect(more).toEqual([]);
    expect(opened).toMatchObject({
      type: 'critical',
      value: 650,
      threshold: 500,
      resolved: false,
      organizationId: null,
    });

    const noticed = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.type, 'system_alert'));
    expect(noticed.map((n) => n.userId).sort()).toEqual([tenant.admin.id, tenant.manager.id].sort());
    expect(t.events.some((e) => e.topic === 'notifications' && e.data.type === 'system_alert')).toBe(true);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/monitoring/alerts?resolved=false',
      headers: manager,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json<Alert[]>()[0]).toMatchObject({
      id: opened!.id,
      title: 'Slow responses',
      resolvedBy: null,
    });

    t.clock.set(new Date('2026-06-01T12:03:00Z'));
    const resolved = await resolve(opened!.id);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<Alert>()).toMatchObject({
      resolved: true,
      resolvedAt: '2026-06-01T12:03:00.000Z',
      resolvedBy: { id: tenant.manager.id, name: `${tenant.manager.firstName} ${tenant.manager.lastName}` },
      version: 2,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'alert'), eq(auditLog.entityId, opened!.id)));
    expect(audit).toMatchObject([{ action: 'resolved', userId: tenant.manager.id }]);
    expect(t.events.some((e) => e.type === 'alert' && e.action === 'resolved' && e.id === opened!.id)).toBe(
      true,
    );

    const again = await resolve(opened!.id);
    expect(again.statusCode).toBe(409);
    const managerName = `${tenant.manager.firstName} ${tenant.manager.lastName}`;
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      code: 'monitoring.alertResolvedBy',
      params: { name: managerName, at: '2026-06-01T12:03:00.000Z' },
      message: `This alert was already resolved by ${managerName} at 2026-06-01T12:03:00.000Z. Refresh the list.`,
    });

    // Still slow: a new crossing after the resolve opens a new alert.
    expect(await runEngine()).toEqual({ conditions: 1, opened: 1 });
    expect(await responseTimeAlerts()).toHaveLength(2);
  });

  it('raises an open warning to critical in place, and tells the managers again', async () => {
    const metric = () => t.db.select().from(alerts).where(eq(alerts.metric, 'memoryUsage'));
    const notices = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.type, 'system_alert'))).length;
    t.clock.set(new Date('2026-06-04T12:00:00Z'));
    // Heap 0.6: above the 0.5 good bound, a warning.
    await insertSample(t.db, { sampledAt: new Date('2026-06-04T11:59:00Z'), memoryUsage: 0.6 });
    expect(await runEngine()).toEqual({ conditions: 1, opened: 1 });
    expect(await metric()).toMatchObject([{ type: 'warning', value: 0.6, threshold: 0.5, version: 1 }]);
    const before = await notices();

    // A minute later two samples at a full heap.
    t.clock.set(new Date('2026-06-04T12:01:00Z'));
    await insertSample(t.db, { sampledAt: new Date('2026-06-04T12:00:30Z'), memoryUsage: 1 });
    await insertSample(t.db, { sampledAt: new Date('2026-06-04T12:00:40Z'), memoryUsage: 1 });
    // (0.6 + 1 + 1) ÷ 3 = 0.8667: above the 0.8 warning bound, critical.
    expect(await runEngine()).toEqual({ conditions: 1, opened: 1 });
    const [raised, ...more] = await metric();
    expect(more).toEqual([]);
    expect(raised).toMatchObject({ type: 'critical', threshold: 0.8, resolved: false, version: 2 });
    expect(raised!.value).toBeCloseTo(0.8667, 3);
    expect(await notices()).toBe(before + 2);

    // Still critical: nothing new.
    expect(await runEngine()).toEqual({ conditions: 1, opened: 0 });
    expect(await notices()).toBe(before + 2);
  });

  it('opens nothing without samples: a missing sample is nothing measured', async () => {
    t.clock.set(new Date('2026-06-02T12:00:00Z'));
    expect(await runEngine()).toEqual({ conditions: 0, opened: 0 });
  });

  it('raises a database alert from samples that could not reach it', async () => {
    t.clock.set(new Date('2026-06-03T12:00:00Z'));
    await insertSample(t.db, { sampledAt: new Date('2026-06-03T11:59:00Z'), healthy: false });
    expect(await runEngine()).toEqual({ conditions: 1, opened: 1 });
    const [db] = await t.db.select().from(alerts).where(eq(alerts.metric, 'databaseReachable'));
    expect(db).toMatchObject({ type: 'critical', value: 1, threshold: 0 });
  });

  it('answers 404 for an unknown alert and honours If-Match', async () => {
    t.clock.set(NOW); // the manager's access token was signed then
    const missing = await resolve('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db
      .insert(alerts)
      .values({ type: 'info', title: 'Note', message: 'Note' })
      .returning();
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/alerts/${row!.id}/resolve`,
      headers: { ...manager, 'if-match': '7' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('VERSION_CONFLICT');
  });

  it('is resolved only by a manager or admin of every plant: a one-plant one is refused and told why (issue 22 §7)', async () => {
    t.clock.set(NOW);
    const [row] = await t.db
      .insert(alerts)
      .values({ type: 'warning', title: 'Slow disk', message: 'Slow disk' })
      .returning();
    for (const [role, warehouseId] of [
      ['manager', tenant.north.id],
      ['manager', tenant.main.id],
      ['admin', tenant.north.id],
    ] as const) {
      const person = await buildUser(t.db, {
        organizationId: tenant.org.id,
        warehouseIds: [warehouseId],
        role,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/monitoring/alerts/${row!.id}/resolve`,
        headers: bearer((await login(t.app, person.email, person.password)).token),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'settings.alertsShared',
        message:
          'Monitoring alerts are about the whole installation, which every plant shares: only a manager or admin of all its plants can resolve them',
      });
    }
    const [still] = await t.db.select().from(alerts).where(eq(alerts.id, row!.id));
    expect(still).toMatchObject({ resolved: false, version: 1 });
    expect((await resolve(row!.id)).statusCode).toBe(200);
  });
});
