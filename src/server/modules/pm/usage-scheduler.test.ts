import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerRun } from '../../../shared/schemas/pm';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMeter, addReading, complete, openOrders, planBegan } from './usage.test-helper';

const NOW = new Date('2026-05-15T10:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;

const scopeOf = () => ({ organizationId: tenant.org.id, warehouseId: tenant.main.id });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

const run = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup });
  expect(response.statusCode).toBe(200);
  return response.json() as SchedulerRun;
};

async function createTemplate(payload: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/pm-templates', headers: sup, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe('usage-based PM in the scheduler', () => {
  it('raises one open order when the counter reaches the next interval, the next only after completion and another interval', async () => {
    const scope = scopeOf();
    const template = await createTemplate({
      model: 'Sulzer AHLSTAR',
      component: 'Gearbox',
      action: 'Change oil',
      description: 'Use ISO VG 220',
      triggerKind: 'usage',
      meterName: 'Running hours',
      usageInterval: 500,
    });
    const pump = await buildEquipment(t.db, { ...scope, model: 'sulzer ahlstar' });
    const meter = await addMeter(t.db, scope, {
      equipmentId: pump.id,
      name: 'running HOURS',
      unit: 'h',
      kind: 'counter',
    });
    // At 12,100 h when the plan began: it counts whole intervals from there, so it is due at 12,500 h.
    await addReading(t.db, meter, 12_100, hoursAgo(200));
    await planBegan(t.db, template.id, hoursAgo(150));
    await addReading(t.db, meter, 12_499, hoursAgo(10));
    expect((await run()).generated).toBe(0);

    await addReading(t.db, meter, 12_512, hoursAgo(8));
    // Two runs at once still raise one order.
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.generated + second.generated).toBe(1);
    const [order, ...more] = await openOrders(t.db, template.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      type: 'preventive',
      status: 'new',
      equipmentId: pump.id,
      dueDate: NOW,
      description: `PM: Gearbox – Change oil on ${pump.assetTag}`,
      notes: 'Due at 12,500 h (meter running HOURS at 12,512 h)\n\nUse ISO VG 220',
    });
    // The order begins by reading its meter.
    const steps = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order!.id}/checklist`,
      headers: sup,
    });
    expect(steps.json()).toEqual([
      expect.objectContaining({
        position: 0,
        description: 'Read running HOURS (h)',
        meter: { id: meter.id, name: 'running HOURS', unit: 'h' },
      }),
    ]);
    expect((await run()).generated).toBe(0);

    // Done at 12,512 h: next due at 13,012 h.
    await complete(t.db, order!.id, hoursAgo(7));
    await addReading(t.db, meter, 13_000, hoursAgo(2));
    expect((await run()).generated).toBe(0);
    await addReading(t.db, meter, 13_020, hoursAgo(1));
    expect((await run()).workOrders).toEqual([
      expect.objectContaining({ templateId: template.id, dueDate: NOW.toISOString() }),
    ]);
    const [next] = await openOrders(t.db, template.id);
    expect(next?.notes).toBe('Due at 13,012 h (meter running HOURS at 13,020 h)\n\nUse ISO VG 220');
  });

  it('raises nothing for an asset without the meter, or with a gauge of that name', async () => {
    const scope = scopeOf();
    const template = await createTemplate({
      model: 'KSB Etanorm',
      component: 'Bearings',
      action: 'Grease',
      triggerKind: 'usage',
      meterName: 'Cycles',
      usageInterval: 100,
    });
    await buildEquipment(t.db, { ...scope, model: 'KSB Etanorm' });
    const other = await buildEquipment(t.db, { ...scope, model: 'KSB Etanorm' });
    const gauge = await addMeter(t.db, scope, {
      equipmentId: other.id,
      name: 'Cycles',
      unit: '',
      kind: 'gauge',
    });
    await addReading(t.db, gauge, 5_000, hoursAgo(1));
    await run();
    expect(await openOrders(t.db, template.id)).toEqual([]);
  });

  it('raises a gauge PM when the latest reading passes the threshold, again only on a reading after the work', async () => {
    const scope = scopeOf();
    const template = await createTemplate({
      model: 'ABB M3BP',
      component: 'Bearing',
      action: 'Inspect',
      triggerKind: 'gauge',
      meterName: 'Bearing temperature',
      gaugeDirection: 'above',
      gaugeThreshold: 80,
    });
    const motor = await buildEquipment(t.db, { ...scope, model: 'ABB M3BP' });
    const gauge = await addMeter(t.db, scope, {
      equipmentId: motor.id,
      name: 'Bearing temperature',
      unit: '°C',
      kind: 'gauge',
    });
    await addReading(t.db, gauge, 80, hoursAgo(20));
    expect((await run()).generated).toBe(0);
    await addReading(t.db, gauge, 84.5, hoursAgo(18));
    expect((await run()).generated).toBe(1);
    const [order] = await openOrders(t.db, template.id);
    expect(order).toMatchObject({
      dueDate: NOW,
      notes: 'Due when Bearing temperature is above 80 °C (read 84.5 °C)',
    });
    expect((await run()).generated).toBe(0);

    // The reading before the work does not raise it again; a hot reading after it does.
    await complete(t.db, order!.id, hoursAgo(10));
    expect((await run()).generated).toBe(0);
    await addReading(t.db, gauge, 86, hoursAgo(5));
    expect((await run()).generated).toBe(1);

    const cold = await createTemplate({
      model: 'ABB M3BP',
      component: 'Heater',
      action: 'Check',
      triggerKind: 'gauge',
      meterName: 'Bearing temperature',
      gaugeDirection: 'below',
      gaugeThreshold: 5,
    });
    await run();
    expect(await openOrders(t.db, cold.id)).toEqual([]);
  });

  it('raises "usage or calendar" by whichever comes first', async () => {
    const scope = scopeOf();
    const template = await createTemplate({
      model: 'Atlas GA90',
      component: 'Separator',
      action: 'Replace',
      frequency: 'quarterly',
      firstDueOn: '2026-05-19',
      triggerKind: 'usage_or_calendar',
      meterName: 'Running hours',
      usageInterval: 4_000,
    });
    // Registered before the plan's first day (the database stamps real time; the app's clock is NOW).
    const asset = () => buildEquipment(t.db, { ...scope, model: 'Atlas GA90', createdAt: hoursAgo(24 * 30) });
    const [busy, quiet, noMeter] = [await asset(), await asset(), await asset()];
    const busyMeter = await addMeter(t.db, scope, {
      equipmentId: busy.id,
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    const quietMeter = await addMeter(t.db, scope, {
      equipmentId: quiet.id,
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    await addReading(t.db, busyMeter, 3_900, hoursAgo(100));
    await addReading(t.db, busyMeter, 4_010, hoursAgo(1));
    await addReading(t.db, quietMeter, 100, hoursAgo(100));
    await addReading(t.db, quietMeter, 120, hoursAgo(1));
    await planBegan(t.db, template.id, hoursAgo(50));

    const result = await run();
    const due = (equipmentId: string) =>
      result.workOrders.find((w) => w.templateId === template.id && w.equipmentId === equipmentId)?.dueDate;
    expect(due(busy.id)).toBe(NOW.toISOString());
    expect(due(quiet.id)).toBe('2026-05-19T23:59:59.000Z');
    expect(due(noMeter.id)).toBe('2026-05-19T23:59:59.000Z');
    const orders = await openOrders(t.db, template.id);
    expect(orders.find((o) => o.equipmentId === busy.id)?.notes).toBe(
      'Due at 4,000 h (meter Running hours at 4,010 h)',
    );
    expect(orders.find((o) => o.equipmentId === quiet.id)?.notes).toBeNull();
  });
});
