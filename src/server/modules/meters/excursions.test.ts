import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, workOrders } from '../../db/schema';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

/** A gauge of 10–80 °C on a fresh asset of the given criticality, raising an order when it leaves them. */
async function gauge(criticality: 'high' | 'low' = 'high', raisesOrder = true) {
  const asset = await buildEquipment(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.main.id,
    criticality,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/equipment/${asset.id}/meters`,
    headers: sup,
    payload: {
      name: 'Bearing temperature',
      unit: '°C',
      kind: 'gauge',
      minValue: 10,
      maxValue: 80,
      excursionRaisesWorkOrder: raisesOrder,
    },
  });
  return { asset, meter: response.json<{ id: string }>() };
}

let minute = 0;
/** A reading by the technician, each a minute after the one before. */
const read = (meterId: string, value: number, headers: Record<string, string> = {}) => {
  minute += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/meters/${meterId}/readings`,
    headers: { ...tech, ...headers },
    payload: { value, readAt: new Date(Date.parse('2026-11-20T08:00:00Z') + minute * 60_000).toISOString() },
  });
};

const ordersOf = (equipmentId: string) =>
  t.db.select().from(workOrders).where(eq(workOrders.equipmentId, equipmentId));
/** The supervisor's equipment alerts about one asset (every planner gets the same). */
const alertsOf = async (equipmentId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'equipment_alert'), eq(notifications.userId, tenant.supervisor.id)))
  ).filter((n) => n.data?.['equipmentId'] === equipmentId);
const meterOf = async (meterId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/meters/${meterId}`, headers: tech })).json();

describe('gauge excursions', () => {
  it('raise one alert and one order per excursion, also when the reading is replayed with its key', async () => {
    const { asset, meter } = await gauge();
    expect((await read(meter.id, 50)).statusCode).toBe(201);
    expect(await ordersOf(asset.id)).toHaveLength(0);

    const key = { 'idempotency-key': 'reading-replayed-1' };
    const first = await read(meter.id, 92.5, key);
    minute -= 1;
    const replay = await read(meter.id, 92.5, key);
    expect(first.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await read(meter.id, 95).then((r) => r.statusCode)).toBe(201);

    const orders = await ordersOf(asset.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      type: 'corrective',
      priority: 'high',
      status: 'new',
      requestedBy: tenant.technician.id,
      description: `${asset.assetTag} Test pump: Bearing temperature read 92.5 °C, above the upper limit 80 °C. Find the cause and bring it back within limits.`,
    });
    expect((await alertsOf(asset.id)).map((n) => [n.title, n.message])).toEqual([
      [
        `${asset.assetTag} Bearing temperature is out of limits`,
        `Test pump: Bearing temperature read 92.5 °C, above the upper limit 80 °C. Work order ${orders[0]!.foNumber} was raised.`,
      ],
    ]);
    expect(await meterOf(meter.id)).toMatchObject({
      excursionSince: '2026-11-20T08:02:00.000Z',
      excursionWorkOrderId: orders[0]!.id,
      lastValue: 95,
    });

    // Back inside ends it (the order stays); outside again is a new excursion with its own order.
    await read(meter.id, 60);
    expect(await meterOf(meter.id)).toMatchObject({
      excursionSince: null,
      excursionWorkOrderId: orders[0]!.id,
    });
    await read(meter.id, 5);
    const again = await ordersOf(asset.id);
    expect(again).toHaveLength(2);
    expect(again.map((o) => o.description).at(-1)).toContain('read 5 °C, below the lower limit 10 °C');
    expect((await meterOf(meter.id)).excursionWorkOrderId).not.toBe(orders[0]!.id);
  });

  it('raise one order when two readings of the excursion arrive at once', async () => {
    const { asset, meter } = await gauge('low');
    const responses = await Promise.all([read(meter.id, 90), read(meter.id, 91)]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const orders = await ordersOf(asset.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.priority).toBe('medium');
    expect(await alertsOf(asset.id)).toHaveLength(1);
  });

  it('only alert when the meter raises no order, and refuse a reset on a gauge', async () => {
    const { asset, meter } = await gauge('high', false);
    await read(meter.id, 100);
    expect(await ordersOf(asset.id)).toHaveLength(0);
    expect(await alertsOf(asset.id)).toHaveLength(1);
    expect((await meterOf(meter.id)).excursionSince).not.toBeNull();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/meters/${meter.id}/readings`,
      headers: tech,
      payload: { value: 20, reset: 'replacement' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(
      'Only a counter is replaced or rolls over: leave reset out for a gauge',
    );
  });
});
