import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../../db/schema';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { weekOverWeekChange } from './dashboard.service';

const DAY = 86_400_000;
const NOW = new Date('2026-05-04T12:00:00Z');
let t: TestApp;
let tech: Record<string, string>;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
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
    expect(response.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'dashboard.days',
      message: 'days must be 7, 30 or 90',
      details: [{ path: 'days', code: 'dashboard.days', message: 'days must be 7, 30 or 90' }],
    });
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

describe('at the edges of a period', () => {
  const north = () => ({ organizationId: tenant.org.id, warehouseId: tenant.north.id });
  const statsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/dashboard/stats?days=7', headers })).json();

  it('counts from the period’s first millisecond, across the day it starts on and the whole days after', async () => {
    const northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
    t.clock.advance(6_000);
    const before = await statsOf(northTech);
    // The figures are read 6 s later again (past the stats cache), so the period starts at `from`.
    const from = new Date(t.clock.now().getTime() + 6_000 - 7 * DAY);
    const at = (ms: number) => new Date(from.getTime() + ms);
    const endOfFirstDay = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1);
    await buildWorkOrder(t.db, { ...north(), createdAt: at(-1), status: 'new' });
    await buildWorkOrder(t.db, { ...north(), createdAt: at(0), status: 'new' });
    await buildWorkOrder(t.db, { ...north(), createdAt: new Date(endOfFirstDay - 1), status: 'closed' });
    await buildWorkOrder(t.db, { ...north(), createdAt: new Date(endOfFirstDay), status: 'assigned' });
    await buildWorkOrder(t.db, { ...north(), createdAt: at(-DAY), completedAt: at(-1), status: 'completed' });
    await buildWorkOrder(t.db, { ...north(), createdAt: at(-DAY), completedAt: at(0), status: 'completed' });
    await buildWorkOrder(t.db, {
      ...north(),
      createdAt: at(-DAY),
      completedAt: new Date(endOfFirstDay),
      status: 'verified',
    });
    t.clock.advance(6_000);
    const after = await statsOf(northTech);
    expect(after.period.from).toBe(from.toISOString());
    expect(after.totalWorkOrders - before.totalWorkOrders).toBe(3);
    expect(after.pendingWorkOrders - before.pendingWorkOrders).toBe(2);
    expect(after.completedWorkOrders - before.completedWorkOrders).toBe(2);
    expect(after.weekOverWeek.current - before.weekOverWeek.current).toBe(3);
    expect(after.weekOverWeek.previous - before.weekOverWeek.previous).toBe(4);
  });

  it('follows equipment status changes and deletes', async () => {
    const northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
    const machine = await buildEquipment(t.db, { ...north(), status: 'active' });
    t.clock.advance(6_000);
    const before = await statsOf(northTech);
    await t.db.update(equipment).set({ status: 'maintenance' }).where(eq(equipment.id, machine.id));
    t.clock.advance(6_000);
    const stopped = await statsOf(northTech);
    expect(stopped.activeEquipment).toBe(before.activeEquipment - 1);
    expect(stopped.totalEquipment).toBe(before.totalEquipment);
    await t.db.update(equipment).set({ deletedAt: NOW }).where(eq(equipment.id, machine.id));
    t.clock.advance(6_000);
    expect((await statsOf(northTech)).totalEquipment).toBe(before.totalEquipment - 1);
  });
});
