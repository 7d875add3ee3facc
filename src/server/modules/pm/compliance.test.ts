import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTemplate, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { complianceRate } from './compliance.service';

const NOW = new Date('2026-05-15T12:00:00Z');
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let northTech: Record<string, string>;
let pumpA: string;
let pumpB: string;

const d = (iso: string) => new Date(iso);

/**
 * The hand-built history (period of 30 days = 2026-04-15 12:00 … 2026-05-15 12:00):
 *   P1 pump A  due 20 Apr, completed 19 Apr             → scheduled, completed, on time
 *   P2 pump A  due 25 Apr, completed 27 Apr             → scheduled, completed, late
 *   P3 pump B  due  1 May, still assigned               → scheduled, overdue
 *   P4 pump B  due 10 May 12:00, completed 10 May 08:00 → scheduled, completed, on time
 *   P5 pump A  due 20 May, open                         → not yet due: outside the period; pump A's next PM
 *   P6 pump B  due 10 Mar, completed  9 Mar             → before the period; counts in March's trend
 *   a corrective order, a deleted PM and a North PM due in the period are not counted.
 * By hand: scheduled 4, completed 3, on time 2, overdue 1 → 2 ÷ 4 = 50.0 %.
 */
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  pumpA = (await buildEquipment(t.db, { ...scope, assetTag: 'PMP-A' })).id;
  pumpB = (await buildEquipment(t.db, { ...scope, assetTag: 'PMP-B' })).id;
  const pm = (equipmentId: string, values: Partial<Parameters<typeof buildWorkOrder>[1]>) =>
    buildWorkOrder(t.db, { ...scope, type: 'preventive', equipmentId, ...values });
  await pm(pumpA, {
    dueDate: d('2026-04-20T12:00:00Z'),
    status: 'closed',
    completedAt: d('2026-04-19T15:00:00Z'),
  });
  await pm(pumpA, {
    dueDate: d('2026-04-25T12:00:00Z'),
    status: 'verified',
    completedAt: d('2026-04-27T09:00:00Z'),
  });
  await pm(pumpB, {
    dueDate: d('2026-05-01T12:00:00Z'),
    status: 'assigned',
    assignedTo: tenant.technician.id,
  });
  await pm(pumpB, {
    dueDate: d('2026-05-10T12:00:00Z'),
    status: 'completed',
    completedAt: d('2026-05-10T08:00:00Z'),
  });
  await pm(pumpA, { dueDate: d('2026-05-20T12:00:00Z'), status: 'new' });
  await pm(pumpB, {
    dueDate: d('2026-03-10T12:00:00Z'),
    status: 'closed',
    completedAt: d('2026-03-09T12:00:00Z'),
  });
  await buildWorkOrder(t.db, {
    ...scope,
    type: 'corrective',
    equipmentId: pumpA,
    dueDate: d('2026-05-02T12:00:00Z'),
  });
  await pm(pumpA, { dueDate: d('2026-05-03T12:00:00Z'), deletedAt: d('2026-05-04T00:00:00Z') });
  await buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.north.id,
    type: 'preventive',
    dueDate: d('2026-05-05T12:00:00Z'),
  });
});
afterAll(() => t.close());

describe('GET /api/pm-compliance', () => {
  it('computes the tiles, the monthly trend and the equipment list by the rule', async () => {
    const response = await t.app.inject({ url: '/api/pm-compliance?days=30', headers: sup });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      overallComplianceRate: 50,
      totalPMsScheduled: 4,
      totalPMsCompleted: 3,
      completedOnTime: 2,
      overdueCount: 1,
      period: { days: 30, from: '2026-04-15T12:00:00.000Z', to: '2026-05-15T12:00:00.000Z' },
    });
    expect(body.monthlyTrends).toEqual([
      { month: '2025-12', complianceRate: null, completed: 0, scheduled: 0 },
      { month: '2026-01', complianceRate: null, completed: 0, scheduled: 0 },
      { month: '2026-02', complianceRate: null, completed: 0, scheduled: 0 },
      { month: '2026-03', complianceRate: 100, completed: 1, scheduled: 1 },
      { month: '2026-04', complianceRate: 50, completed: 2, scheduled: 2 },
      { month: '2026-05', complianceRate: 50, completed: 1, scheduled: 2 },
    ]);
    expect(body.equipmentCompliance).toEqual([
      {
        equipmentId: pumpA,
        assetTag: 'PMP-A',
        model: 'Grundfos CR 32-2',
        complianceRate: 50,
        lastPMDate: '2026-04-27T09:00:00.000Z',
        nextPMDate: '2026-05-20T12:00:00.000Z',
        overdueCount: 0,
      },
      {
        equipmentId: pumpB,
        assetTag: 'PMP-B',
        model: 'Grundfos CR 32-2',
        complianceRate: 50,
        lastPMDate: '2026-05-10T08:00:00.000Z',
        nextPMDate: '2026-05-01T12:00:00.000Z',
        overdueCount: 1,
      },
    ]);
  });

  it('narrows with the period and answers null, never 100, when nothing was scheduled', async () => {
    const week = (await t.app.inject({ url: '/api/pm-compliance?days=7', headers: sup })).json();
    expect(week).toMatchObject({ totalPMsScheduled: 1, completedOnTime: 1, overallComplianceRate: 100 });
    const north = (await t.app.inject({ url: '/api/pm-compliance?days=7', headers: northTech })).json();
    expect(north).toMatchObject({
      overallComplianceRate: null,
      totalPMsScheduled: 0,
      equipmentCompliance: [],
    });
    expect((await t.app.inject({ url: '/api/pm-compliance?days=14', headers: sup })).json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'pm.complianceDays',
      message: 'days must be 7, 30, 90 or 365',
      details: [{ path: 'days', code: 'pm.complianceDays', message: 'days must be 7, 30, 90 or 365' }],
    });
    expect(complianceRate(2, 3)).toBe(66.7);
  });

  it('gives an asset without an open PM the date the scheduler will give its next one', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const added = d('2026-01-01T00:00:00Z');
    const template = await buildTemplate(t.db, {
      ...scope,
      model: 'Kaeser SK 25',
      frequency: 'monthly',
      createdAt: added,
    });
    const compressor = await buildEquipment(t.db, {
      ...scope,
      assetTag: 'CMP-K',
      model: 'Kaeser SK 25',
      createdAt: added,
    });
    await buildWorkOrder(t.db, {
      ...scope,
      type: 'preventive',
      pmTemplateId: template.id,
      equipmentId: compressor.id,
      dueDate: d('2026-04-01T12:00:00Z'),
      status: 'closed',
      completedAt: d('2026-04-02T10:00:00Z'),
    });
    const body = (await t.app.inject({ url: '/api/pm-compliance?days=90', headers: sup })).json();
    expect(body.equipmentCompliance.find((e: { assetTag: string }) => e.assetTag === 'CMP-K')).toMatchObject({
      lastPMDate: '2026-04-02T10:00:00.000Z',
      nextPMDate: '2026-05-02T10:00:00.000Z',
    });
  });

  it('honours a grace period: two days late counts as on time with PM_GRACE_DAYS=3', async () => {
    const graceful = await createTestApp({ now: NOW, env: { PM_GRACE_DAYS: '3' } });
    try {
      const g = await buildTenant(graceful.db);
      const scope = { organizationId: g.org.id, warehouseId: g.main.id };
      await buildWorkOrder(graceful.db, {
        ...scope,
        type: 'preventive',
        dueDate: d('2026-04-25T12:00:00Z'),
        status: 'closed',
        completedAt: d('2026-04-27T09:00:00Z'),
      });
      await buildWorkOrder(graceful.db, {
        ...scope,
        type: 'preventive',
        dueDate: d('2026-04-25T12:00:00Z'),
        status: 'closed',
        completedAt: d('2026-04-29T09:00:00Z'),
      });
      const auth = bearer((await login(graceful.app, g.supervisor.email, g.supervisor.password)).token);
      const body = (await graceful.app.inject({ url: '/api/pm-compliance?days=30', headers: auth })).json();
      expect(body).toMatchObject({ totalPMsScheduled: 2, completedOnTime: 1, overallComplianceRate: 50 });
    } finally {
      await graceful.close();
    }
  });
});

describe('GET /api/pm-calendar', () => {
  it('shows the month’s preventive orders and the due dates the scheduler will generate', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    // Both added in April (the database stamps rows with real time, the app's clock is NOW).
    const added = new Date('2026-04-01T00:00:00Z');
    const template = await buildTemplate(t.db, {
      ...scope,
      createdAt: added,
      model: 'Hytrol E24',
      component: 'Chain',
      action: 'Lubricate',
      frequency: 'weekly',
    });
    const conveyor = await buildEquipment(t.db, {
      ...scope,
      assetTag: 'CNV-9',
      model: 'Hytrol E24',
      installDate: '2026-05-01',
      createdAt: added,
    });
    const entries = (await t.app.inject({ url: '/api/pm-calendar?month=2026-05', headers: sup })).json();
    const orders = entries
      .filter((e: { kind: string }) => e.kind === 'work_order')
      .map((e: { date: string }) => e.date);
    expect(orders).toEqual(['2026-05-01', '2026-05-10', '2026-05-20']);
    const forecasts = entries.filter(
      (e: { kind: string; templateId: string }) => e.kind === 'forecast' && e.templateId === template.id,
    );
    // First due 8 May (install + 1 week) is past: due now, then weekly.
    expect(forecasts.map((e: { dueDate: string }) => e.dueDate)).toEqual([
      '2026-05-15T12:00:00.000Z',
      '2026-05-22T12:00:00.000Z',
      '2026-05-29T12:00:00.000Z',
    ]);
    expect(forecasts[0]).toMatchObject({
      assetTag: 'CNV-9',
      equipmentId: conveyor.id,
      title: 'Chain – Lubricate',
      workOrderId: null,
      waitsFor: null,
    });

    // Once an order is open for the pair, the cycle continues after it; the next due date waits for it.
    await buildWorkOrder(t.db, {
      ...scope,
      foNumber: 'WO-2026-555',
      type: 'preventive',
      status: 'assigned',
      pmTemplateId: template.id,
      equipmentId: conveyor.id,
      dueDate: new Date('2026-05-12T12:00:00Z'),
    });
    const after = (await t.app.inject({ url: '/api/pm-calendar?month=2026-05', headers: sup }))
      .json()
      .filter(
        (e: { kind: string; templateId: string }) => e.kind === 'forecast' && e.templateId === template.id,
      );
    expect(after.map((e: { dueDate: string; waitsFor: string }) => [e.dueDate, e.waitsFor])).toEqual([
      ['2026-05-19T12:00:00.000Z', 'WO-2026-555'],
      ['2026-05-26T12:00:00.000Z', null],
    ]);
    const bad = await t.app.inject({ url: '/api/pm-calendar?month=2026-13', headers: sup });
    expect(bad.json()).toMatchObject({ code: 'pm.monthFormat', message: 'month must look like 2026-11' });
    expect((await t.app.inject({ url: '/api/pm-calendar?month=2030-01', headers: sup })).json().message).toBe(
      'Choose a month within two years of today',
    );
  });
});
