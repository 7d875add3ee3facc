import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { weekOverWeekChange } from './dashboard.service';

const DAY = 86_400_000;
const NOW = new Date('2026-05-04T12:00:00Z');
let t: TestApp;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const tenant = await buildTenant(t.db);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
  // Created: 2 this week (one open), 1 last week, 2 more within 30 days, 2 more within 90 days.
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(1), status: 'new' });
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(3), status: 'completed', completedAt: ago(1) });
  await buildWorkOrder(t.db, {
    ...scope,
    createdAt: ago(9),
    status: 'assigned',
    assignedTo: tenant.technician.id,
  });
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(20), status: 'closed', completedAt: ago(15) });
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(25), status: 'verified', completedAt: ago(10) });
  await buildWorkOrder(t.db, {
    ...scope,
    createdAt: ago(60),
    status: 'in_progress',
    assignedTo: tenant.technician.id,
  });
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(80), status: 'closed', completedAt: ago(40) });
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(200), status: 'closed', completedAt: ago(5) });
  await buildWorkOrder(t.db, { ...scope, createdAt: ago(2), status: 'new', deletedAt: ago(1) });
  await buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.north.id,
    createdAt: ago(1),
  });
  for (const status of ['active', 'active', 'maintenance', 'retired'] as const)
    await buildEquipment(t.db, { ...scope, status });
});
afterAll(() => t.close());

describe('GET /api/dashboard/stats', () => {
  it('computes the four cards over the chosen period', async () => {
    const stats = async (days: number) =>
      (await t.app.inject({ url: `/api/dashboard/stats?days=${days}`, headers: tech })).json();
    const week = await stats(7);
    expect(week).toMatchObject({
      totalWorkOrders: 2,
      pendingWorkOrders: 1,
      completedWorkOrders: 2,
      activeEquipment: 2,
      totalEquipment: 4,
      period: { days: 7, from: new Date(NOW.getTime() - 7 * DAY).toISOString(), to: NOW.toISOString() },
    });
    expect(await stats(30)).toMatchObject({
      totalWorkOrders: 5,
      pendingWorkOrders: 2,
      completedWorkOrders: 4,
    });
    expect(await stats(90)).toMatchObject({
      totalWorkOrders: 7,
      pendingWorkOrders: 3,
      completedWorkOrders: 5,
    });
  });

  it('replaces the fixed "+12%" with the real week-over-week change', async () => {
    const stats = (await t.app.inject({ url: '/api/dashboard/stats', headers: tech })).json();
    expect(stats.period.days).toBe(30);
    expect(stats.weekOverWeek).toEqual({ current: 2, previous: 1, changePercent: 100 });
    expect(weekOverWeekChange(3, 4)).toBe(-25);
    expect(weekOverWeekChange(5, 0)).toBeNull();
  });

  it('only offers the spec’s periods', async () => {
    const response = await t.app.inject({ url: '/api/dashboard/stats?days=14', headers: tech });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('days must be 7, 30 or 90');
  });
});

describe('freshness', () => {
  it('shows a new work order at once in the stats and the list total', async () => {
    const before = (await t.app.inject({ url: '/api/dashboard/stats?days=7', headers: tech })).json();
    const listBefore = await t.app.inject({ url: '/api/work-orders?status=new', headers: tech });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: tech,
      payload: { foNumber: 'WO-2026-777', description: 'Guard rail loose near press 2' },
    });
    expect(created.statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/dashboard/stats?days=7', headers: tech })).json();
    expect(after.totalWorkOrders).toBe(before.totalWorkOrders + 1);
    expect(after.pendingWorkOrders).toBe(before.pendingWorkOrders + 1);
    const listAfter = await t.app.inject({ url: '/api/work-orders?status=new', headers: tech });
    expect(Number(listAfter.headers['x-total-count'])).toBe(Number(listBefore.headers['x-total-count']) + 1);
  });
});
