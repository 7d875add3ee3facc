import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouses } from '../../db/schema';
import {
  buildDowntime,
  buildEquipment,
  buildLaborEntry,
  buildPart,
  buildPartsUsage,
  buildTenant,
  buildWorkOrder,
} from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-10-14T08:00:00.000Z');
const at = (iso: string) => new Date(`${iso}Z`);

let t: TestApp;
let sup: Record<string, string>;

/**
 * September 2026 of a small plant, by hand: two units registered in August; a breakdown of the
 * pump (6 h, its repair order linked) and its planned PM stop (2 h); the PM done on time; an
 * emergency on the fan still open and overdue at the month's end; 2 h of labour at 60/h and two
 * seals at 15.50 on the repair; a budget of 1,000.
 */
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const tenant = await buildTenant(t.db);
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await t.db
    .update(warehouses)
    .set({ laborRate: '60.00', monthlyBudget: '1000.00' })
    .where(eq(warehouses.id, tenant.main.id));
  const pump = await buildEquipment(t.db, {
    ...main,
    assetTag: 'PMP-001',
    createdAt: at('2026-08-01T00:00:00'),
  });
  const fan = await buildEquipment(t.db, {
    ...main,
    assetTag: 'FAN-001',
    createdAt: at('2026-08-01T00:00:00'),
  });
  const repair = await buildWorkOrder(t.db, {
    ...main,
    type: 'corrective',
    status: 'closed',
    equipmentId: pump.id,
    createdAt: at('2026-09-10T08:00:00'),
    startedAt: at('2026-09-10T09:00:00'),
    completedAt: at('2026-09-10T14:00:00'),
  });
  await buildDowntime(t.db, {
    ...main,
    equipmentId: pump.id,
    workOrderId: repair.id,
    startedAt: at('2026-09-10T08:00:00'),
    endedAt: at('2026-09-10T14:00:00'),
  });
  await buildWorkOrder(t.db, {
    ...main,
    type: 'preventive',
    status: 'completed',
    equipmentId: pump.id,
    createdAt: at('2026-09-13T08:00:00'),
    dueDate: at('2026-09-20T23:00:00'),
    startedAt: at('2026-09-20T10:00:00'),
    completedAt: at('2026-09-20T12:00:00'),
  });
  await buildDowntime(t.db, {
    ...main,
    equipmentId: pump.id,
    reasonCode: 'planned_maintenance',
    planned: true,
    startedAt: at('2026-09-20T10:00:00'),
    endedAt: at('2026-09-20T12:00:00'),
  });
  await buildWorkOrder(t.db, {
    ...main,
    type: 'emergency',
    status: 'in_progress',
    equipmentId: fan.id,
    createdAt: at('2026-09-25T08:00:00'),
    dueDate: at('2026-09-26T08:00:00'),
  });
  await buildLaborEntry(t.db, {
    ...main,
    workOrderId: repair.id,
    userId: tenant.technician.id,
    startedAt: at('2026-09-10T09:00:00'),
    minutes: 120,
  });
  const seal = await buildPart(t.db, { ...main, unitCost: '15.50' });
  await buildPartsUsage(t.db, {
    ...main,
    workOrderId: repair.id,
    partId: seal.id,
    quantity: 2,
    unitCost: '15.50',
    createdAt: at('2026-09-10T13:00:00'),
  });
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

describe('GET /api/reports/monthly-summary', () => {
  it('adds up the month by the analytics rules', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/monthly-summary?month=2026-09',
      headers: sup,
    });
    expect(response.statusCode).toBe(200);
    // September runs to 23:59 on the 30th: 30 × 24 − 1/60 = 719.983 tracked hours per unit.
    const tracked = 30 * 24 - 1 / 60;
    expect(response.json()).toEqual({
      month: '2026-09',
      warehouseName: 'Main Plant',
      currency: 'USD',
      period: { days: 30, from: '2026-09-01T00:00:00.000Z', to: '2026-09-30T23:59:00.000Z' },
      workOrders: {
        created: 3,
        completed: 2,
        openAtEnd: 1,
        overdueAtEnd: 1,
        byType: { preventive: 1, corrective: 1, emergency: 1 },
      },
      pm: { complianceRate: 100, scheduled: 1, completedOnTime: 1 },
      reliability: {
        // Pump: 100 × (1 − 8 / 719.983) = 98.889; fan: 100 (history, no stop); mean 99.44.
        fleetAvailability: Math.round(((100 * (1 - 8 / tracked) + 100) / 2) * 10) / 10,
        // One failure (the breakdown; its order is that stop): (2 × 719.983 − 8) ÷ 1.
        mtbf: Math.round(2 * tracked - 8),
        mttr: 6,
        failures: 1,
        downtimeHours: 8,
      },
      downtimeByReason: [
        { reasonLabel: 'Breakdown', hours: 6, stops: 1 },
        { reasonLabel: 'Planned maintenance', hours: 2, stops: 1 },
      ],
      topDowntime: [{ equipmentId: expect.any(String), assetNumber: 'PMP-001', name: 'Test pump', hours: 8 }],
      // 2 h × 60 = 120 labour, 2 × 15.50 = 31 parts.
      costs: { laborHours: 2, labor: 120, parts: 31, total: 151, budget: 1000 },
    });
  });

  it('answers a malformed or missing month with its code and the English message (ADR 65)', async () => {
    const malformed = await t.app.inject({ url: '/api/reports/monthly-summary?month=2026-1', headers: sup });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'report.monthFormat',
      message: 'month must look like 2026-10',
    });
    const missing = await t.app.inject({ url: '/api/reports/monthly-summary', headers: sup });
    expect(missing.json()).toMatchObject({
      code: 'text.required',
      params: { field: 'monthParam' },
      message: 'month is required',
    });
  });

  it('refuses a month that has not begun', async () => {
    const future = await t.app.inject({
      method: 'GET',
      url: '/api/reports/monthly-summary?month=2026-11',
      headers: sup,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'report.monthNotBegun',
      params: { month: '2026-11' },
      message: '2026-11 has not begun: choose this month or an earlier one',
      details: [{ path: 'month', code: 'report.monthNotPast', message: 'Not a past or current month' }],
    });
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/reports/monthly-summary?month=2026-10',
      headers: sup,
    });
    expect(current.json().period).toMatchObject({ from: '2026-10-01T00:00:00.000Z', to: NOW.toISOString() });
  });
});
