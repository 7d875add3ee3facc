import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTemplate, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let templateId: string;

const DAY_MS = 86_400_000;
const START = Date.parse('2026-11-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  // Matched as the PM scheduler matches: the model and the meter's name, whatever their case.
  templateId = (
    await buildTemplate(t.db, {
      ...scope,
      model: 'GRUNDFOS cr 32-2',
      component: 'Pump',
      action: 'Service',
      triggerKind: 'usage',
      meterName: 'RUNNING HOURS',
      usageInterval: 500,
    })
  ).id;
  await buildTemplate(t.db, {
    ...scope,
    triggerKind: 'usage',
    meterName: 'Running hours',
    usageInterval: 500,
    active: false,
  });
});
afterAll(() => t.close());

async function meterWith(name: string, kind: 'counter' | 'gauge', values: number[]) {
  const asset = await buildEquipment(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
  const meter = (
    await t.app.inject({
      method: 'POST',
      url: `/api/equipment/${asset.id}/meters`,
      headers: sup,
      payload: { name, unit: 'h', kind },
    })
  ).json<{ id: string }>();
  for (const [day, value] of values.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/meters/${meter.id}/readings`,
      headers: tech,
      payload: { value, readAt: new Date(START + day * DAY_MS).toISOString() },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { asset, meter };
}

const forecastOf = async (meterId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/meters/${meterId}/forecast`, headers: tech })).json();

/** 15 daily readings at 24 h a day from 1,000 h. */
const steady = Array.from({ length: 15 }, (_, day) => 1000 + 24 * day);

describe('the usage forecast of a meter', () => {
  it('forecasts when the nearest usage-based PM falls due, from the first multiple above the total when the plan began', async () => {
    const { meter } = await meterWith('Running hours', 'counter', steady);
    // 1,500 h − 1,336 h at 24 h a day: 6 days 20 hours after the latest reading (15 Nov, 12:00).
    expect(await forecastOf(meter.id)).toEqual({
      rate: 24,
      unit: 'h',
      nextDueAt: '2026-11-22T08:00:00.000Z',
      earliest: '2026-11-22T08:00:00.000Z',
      latest: '2026-11-22T08:00:00.000Z',
      basis: { readings: 15, days: 14, from: '2026-11-01T12:00:00.000Z', to: '2026-11-15T12:00:00.000Z' },
      reason: null,
      dueAtTotal: 1500,
      usageInterval: 500,
      pmTemplateId: templateId,
      pmTitle: 'Pump – Service',
    });
  });

  it('counts from the total at the last completed order of the template on that asset', async () => {
    const { asset, meter } = await meterWith('Running hours', 'counter', steady);
    await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      type: 'preventive',
      status: 'completed',
      pmTemplateId: templateId,
      equipmentId: asset.id,
      completedAt: new Date('2026-11-10T13:00:00Z'),
    });
    // The reading of 10 Nov (1,216 h) + 500 h: 380 h to go at 24 h a day.
    expect(await forecastOf(meter.id)).toMatchObject({
      dueAtTotal: 1716,
      nextDueAt: '2026-12-01T08:00:00.000Z',
    });
    // The PM's due totals on this meter, by the scheduler's rule.
    const ofAsset = { id: meter.id, equipmentId: asset.id, warehouseId: tenant.main.id };
    expect(await t.app.services.pm.usageDuesOnMeter(ofAsset)).toEqual([
      { templateId, pmTitle: 'Pump – Service', usageInterval: 500, dueAtTotal: 1716 },
    ]);
  });

  it('says why there is no forecast', async () => {
    const two = await meterWith('Running hours', 'counter', [1000, 1024]);
    expect(await forecastOf(two.meter.id)).toMatchObject({
      nextDueAt: null,
      rate: null,
      reason: 'not enough readings',
      dueAtTotal: 1500,
      pmTemplateId: templateId,
    });
    const idle = await meterWith(
      'Running hours',
      'counter',
      Array.from({ length: 10 }, () => 1000),
    );
    expect(await forecastOf(idle.meter.id)).toMatchObject({
      nextDueAt: null,
      rate: 0,
      reason: 'the meter is not running',
    });
    const cycles = await meterWith('Cycles', 'counter', steady);
    expect(await forecastOf(cycles.meter.id)).toMatchObject({
      nextDueAt: null,
      reason: 'no usage-based PM uses this meter',
      pmTemplateId: null,
    });
    const gauge = await meterWith('Running hours 2', 'gauge', [50, 60, 70]);
    expect(await forecastOf(gauge.meter.id)).toMatchObject({
      nextDueAt: null,
      reason: 'a gauge has no usage forecast',
    });
  });
});
