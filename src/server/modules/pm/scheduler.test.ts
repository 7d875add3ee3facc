import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistItems, notifications, workOrderStatusHistory, workOrders } from '../../db/schema';
import { buildEquipment, buildTemplate, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-05-15T10:00:00Z');
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let tech: Record<string, string>;

const scopeOf = () => ({ organizationId: tenant.org.id, warehouseId: tenant.main.id });

/** When the plans below began (the database stamps rows with real time, the app's clock is NOW). */
const ADDED = new Date('2026-01-01T00:00:00Z');
const addTemplate = (values: Parameters<typeof buildTemplate>[1]) =>
  buildTemplate(t.db, { createdAt: ADDED, ...values });
const addAsset = (values: Parameters<typeof buildEquipment>[1]) =>
  buildEquipment(t.db, { createdAt: ADDED, ...values });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

async function pmOrders(templateId: string) {
  return t.db
    .select()
    .from(workOrders)
    .where(
      and(
        eq(workOrders.pmTemplateId, templateId),
        eq(workOrders.status, 'new'),
        isNull(workOrders.deletedAt),
      ),
    );
}

describe('the due-date rule, per frequency', () => {
  it('counts from the last completion, else the install date, else the template’s creation, never before the plan began, 7 days ahead', async () => {
    const scope = scopeOf();
    const machine = (model: string, installDate: string | null, createdAt = ADDED) =>
      addAsset({ ...scope, model, installDate, createdAt });

    const daily = await addTemplate({
      ...scope,
      model: 'M-daily',
      frequency: 'daily',
      checklist: ['Check oil level', 'Wipe down'],
    });
    const dailyUnit = await machine('M-daily', '2026-05-14');

    const weekly = await addTemplate({ ...scope, model: 'M-weekly', frequency: 'weekly' });
    const weeklyUnit = await machine('M-weekly', '2020-01-01');
    await buildWorkOrder(t.db, {
      ...scope,
      type: 'preventive',
      pmTemplateId: weekly.id,
      equipmentId: weeklyUnit.id,
      status: 'closed',
      completedAt: new Date('2026-05-10T09:00:00Z'),
    });

    const monthly = await addTemplate({ ...scope, model: 'M-monthly', frequency: 'monthly' });
    const monthlyUnit = await machine('M-monthly', null);
    await buildWorkOrder(t.db, {
      ...scope,
      type: 'preventive',
      pmTemplateId: monthly.id,
      equipmentId: monthlyUnit.id,
      status: 'verified',
      completedAt: new Date('2026-04-25T08:00:00Z'),
    });

    const monthEnd = await addTemplate({ ...scope, model: 'M-month-end', frequency: 'monthly' });
    const monthEndUnit = await machine('M-month-end', '2026-03-31');

    const quarterly = await addTemplate({
      ...scope,
      model: 'M-quarterly',
      frequency: 'quarterly',
      description: 'Full service per OEM manual',
    });
    const quarterlyUnit = await machine('M-quarterly', '2026-02-20');

    const annual = await addTemplate({
      ...scope,
      model: 'M-annual',
      frequency: 'annually',
      createdAt: new Date('2025-05-18T00:00:00Z'),
    });
    const annualUnit = await machine('M-annual', null, new Date('2025-05-18T00:00:00Z'));

    // A new plan for an old asset with no PM history counts from the plan's start, not from 2019.
    const legacy = await addTemplate({
      ...scope,
      model: 'M-legacy',
      frequency: 'weekly',
      createdAt: new Date('2026-05-10T07:30:00Z'),
    });
    await machine('M-legacy', '2019-03-01', new Date('2024-02-01T00:00:00Z'));

    const busy = await addTemplate({ ...scope, model: 'M-busy', frequency: 'daily' });
    const busyUnit = await machine('M-busy', '2026-01-01');
    await buildWorkOrder(t.db, {
      ...scope,
      type: 'preventive',
      pmTemplateId: busy.id,
      equipmentId: busyUnit.id,
      status: 'assigned',
      assignedTo: tenant.technician.id,
    });

    const idle = await addTemplate({ ...scope, model: 'M-idle', frequency: 'daily' });
    await addAsset({ ...scope, model: 'M-idle', installDate: '2026-01-01', status: 'inactive' });

    const run = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup });
    expect(run.statusCode).toBe(200);
    const due = (templateId: string) =>
      run.json().workOrders.find((w: { templateId: string }) => w.templateId === templateId)?.dueDate;

    expect(due(daily.id)).toBe('2026-05-15T00:00:00.000Z');
    expect(due(weekly.id)).toBe('2026-05-17T09:00:00.000Z');
    expect(due(monthly.id)).toBeUndefined(); // 25 May is more than 7 days ahead
    expect(due(monthEnd.id)).toBe('2026-04-30T00:00:00.000Z'); // 31 March + 1 month, already overdue
    expect(due(quarterly.id)).toBe('2026-05-20T00:00:00.000Z');
    expect(due(annual.id)).toBe('2026-05-18T00:00:00.000Z'); // registered 18 May 2025, no install date
    expect(due(legacy.id)).toBe('2026-05-17T07:30:00.000Z'); // not 8 March 2019
    expect(due(busy.id)).toBeUndefined();
    expect(due(idle.id)).toBeUndefined();
    expect(run.json().generated).toBe(6);
    expect(
      run.json().workOrders.find((w: { templateId: string }) => w.templateId === daily.id),
    ).toMatchObject({
      equipmentId: dailyUnit.id,
      assetTag: dailyUnit.assetTag,
    });

    const [generated] = await pmOrders(quarterly.id);
    expect(generated).toMatchObject({
      type: 'preventive',
      status: 'new',
      priority: 'medium',
      equipmentId: quarterlyUnit.id,
      assetModel: 'M-quarterly',
      description: `PM: Mechanical seal – Inspect for leaks on ${quarterlyUnit.assetTag}`,
      notes: 'Full service per OEM manual',
      estimatedHours: '1.00',
      foNumber: expect.stringMatching(/^WO-2026-\d{3}$/),
    });
    const [dailyOrder] = await pmOrders(daily.id);
    const steps = await t.db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.workOrderId, dailyOrder!.id))
      .orderBy(checklistItems.position);
    expect(steps.map((s) => `${s.position}:${s.description}:${s.status}`)).toEqual([
      '0:Check oil level:pending',
      '1:Wipe down:pending',
    ]);
    const [history] = await t.db
      .select()
      .from(workOrderStatusHistory)
      .where(eq(workOrderStatusHistory.workOrderId, dailyOrder!.id));
    expect(history).toMatchObject({
      fromStatus: null,
      toStatus: 'new',
      note: 'Generated by the PM scheduler',
    });
    expect([dailyUnit, weeklyUnit, annualUnit, monthEndUnit].every(Boolean)).toBe(true);

    const foNumbers = run.json().workOrders.map((w: { foNumber: string }) => Number(w.foNumber.slice(-3)));
    expect(foNumbers).toEqual([...foNumbers].sort((a, b) => a - b));
    expect(new Set(foNumbers).size).toBe(6);

    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'pm_generated'));
    expect(told.map((n) => n.userId).sort()).toEqual([tenant.supervisor.id, tenant.manager.id].sort());
    expect(told[0]!.title).toBe('PM scheduler created 6 work orders');

    const again = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup });
    expect(again.json().generated).toBe(0);
    const status = await t.app.inject({ url: '/api/pm-scheduler/status', headers: tech });
    expect(status.json()).toEqual({
      isRunning: true,
      lastRun: NOW.toISOString(),
      nextRun: '2026-05-15T11:00:00.000Z',
      lastGenerated: 0,
    });
  });

  it('generates the next cycle once the open order is completed', async () => {
    const scope = scopeOf();
    const template = await addTemplate({ ...scope, model: 'M-cycle', frequency: 'weekly' });
    await addAsset({ ...scope, model: 'M-cycle', installDate: '2026-05-09' });
    const first = (await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup })).json();
    const order = first.workOrders.find((w: { templateId: string }) => w.templateId === template.id);
    expect(order.dueDate).toBe('2026-05-16T00:00:00.000Z');
    await t.db
      .update(workOrders)
      .set({ status: 'completed', completedAt: new Date('2026-05-15T09:00:00Z') })
      .where(eq(workOrders.id, order.id));
    const second = (
      await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup })
    ).json();
    expect(second.workOrders.map((w: { dueDate: string }) => w.dueDate)).toEqual([
      '2026-05-22T09:00:00.000Z',
    ]);
  });
});

describe('numbering', () => {
  it('continues the warehouse’s FO sequence past 999 without truncating it', async () => {
    const scope = scopeOf();
    // 001 to 999 taken (those the runs above took stay as they are).
    await t.db
      .insert(workOrders)
      .values(
        Array.from({ length: 999 }, (_, i) => ({
          ...scope,
          foNumber: `WO-2026-${String(i + 1).padStart(3, '0')}`,
          description: 'Numbered from the paper log',
        })),
      )
      .onConflictDoNothing();
    await addTemplate({ ...scope, model: 'M-numbering', frequency: 'daily' });
    await addAsset({ ...scope, model: 'M-numbering', installDate: '2026-05-01' });
    await addAsset({ ...scope, model: 'M-numbering', installDate: '2026-05-01' });
    const run = (await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup })).json();
    expect(run.workOrders.map((w: { foNumber: string }) => w.foNumber)).toEqual([
      'WO-2026-1000',
      'WO-2026-1001',
    ]);
  });
});

describe('no duplicates', () => {
  it('creates one set of orders when runs overlap', async () => {
    const scope = scopeOf();
    await addTemplate({ ...scope, model: 'M-race', frequency: 'daily' });
    for (let i = 0; i < 20; i += 1) await addAsset({ ...scope, model: 'M-race', installDate: '2026-05-01' });
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup }),
      ),
    );
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(runs.reduce((sum, r) => sum + r.json().generated, 0)).toBe(20);
    const open = await t.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.assetModel, 'M-race'), eq(workOrders.status, 'new')));
    expect(open).toHaveLength(20);
    expect(new Set(open.map((o) => o.equipmentId)).size).toBe(20);
  });
});

describe('start, stop and permissions', () => {
  it('persists the switch, lets managers control it, supervisors run it, and the hourly run skips stopped warehouses', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/stop', headers: sup })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: tech })).statusCode,
    ).toBe(403);
    const stopped = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/stop', headers: manager });
    expect(stopped.json()).toMatchObject({ isRunning: false, nextRun: null });

    const scope = scopeOf();
    await addTemplate({ ...scope, model: 'M-stopped', frequency: 'daily' });
    await addAsset({ ...scope, model: 'M-stopped', installDate: '2026-05-10' });
    const scheduled = await t.app.services.scheduler.runScheduled();
    expect(scheduled.generated).toBe(0);

    const started = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/start', headers: manager });
    expect(started.json().isRunning).toBe(true);
    expect((await t.app.services.scheduler.runScheduled()).generated).toBe(1);
  });
});

describe('one warehouse’s bad data (issue 9 §2)', () => {
  it('never stops another warehouse’s run: each is its own unit of work, and the failure names it', async () => {
    const main = scopeOf();
    const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
    await addTemplate({ ...main, model: 'M-healthy', frequency: 'daily' });
    await addAsset({ ...main, model: 'M-healthy', installDate: '2026-05-10' });
    const broken = await addTemplate({ ...north, model: 'M-broken', frequency: 'daily' });
    await addAsset({ ...north, model: 'M-broken', installDate: '2026-05-10' });
    // A checklist stored as an object instead of a list of steps: copying it fails in SQL.
    await t.pool.query(`update pm_templates set checklist = '{"step": "x"}'::jsonb where id = $1`, [
      broken.id,
    ]);

    await expect(t.app.services.scheduler.runScheduled()).rejects.toThrow(
      /PM generation failed in 1 of 2 warehouses \(North Plant: .+\); 1 work orders were generated in the others/,
    );
    const healthy = await t.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.warehouseId, tenant.main.id), eq(workOrders.assetModel, 'M-healthy')));
    expect(healthy).toHaveLength(1);
    const failedRun = await t.db.select().from(workOrders).where(eq(workOrders.pmTemplateId, broken.id));
    expect(failedRun).toHaveLength(0);
  });
});
