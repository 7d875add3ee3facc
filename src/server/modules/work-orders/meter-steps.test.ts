import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 24 §3: a work order's checklist step "read meter X" records a reading on the order's asset. */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

const NOW = new Date('2026-11-20T12:00:00Z');
const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

interface Step {
  id: string;
  description: string;
  status: string;
  meter: { id: string; name: string; unit: string } | null;
  reading: { id: string; value: number; readAt: string } | null;
}

/** A machine with a running-hours counter read at 1,310 h, and an open order on it for the technician. */
async function orderOnMetered() {
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const asset = await buildEquipment(t.db, scope);
  const meter = (
    await inject('POST', `/api/equipment/${asset.id}/meters`, sup, {
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    })
  ).json<{ id: string }>();
  const first = await inject('POST', `/api/meters/${meter.id}/readings`, sup, {
    value: 1310,
    readAt: '2026-11-03T08:00:00Z',
  });
  expect(first.statusCode, first.body).toBe(201);
  const order = await buildWorkOrder(t.db, {
    ...scope,
    equipmentId: asset.id,
    status: 'in_progress',
    assignedTo: tenant.technician.id,
    createdAt: new Date('2026-11-10T07:00:00Z'),
  });
  return { asset, meter, order };
}

const addStep = (orderId: string, body: object, as = sup) =>
  inject('POST', `/api/work-orders/${orderId}/checklist`, as, body);
const patchStep = (id: string, body: object, headers: Record<string, string> = {}) =>
  inject('PATCH', `/api/work-orders/checklist/${id}`, { ...tech, ...headers }, body);
const readings = async (meterId: string) =>
  (await inject('GET', `/api/meters/${meterId}/readings`, tech)).json<
    { value: number; total: number; source: string; workOrderId: string | null }[]
  >();

describe('"read meter" checklist steps', () => {
  it('name a meter of the order equipment, and are done by a reading that lands on the meter once', async () => {
    const { meter, order } = await orderOnMetered();
    const added = await addStep(order.id, { meterId: meter.id });
    expect(added.statusCode, added.body).toBe(201);
    const step = added.json<Step>();
    expect(step).toMatchObject({
      description: 'Read Running hours (h)',
      meter: { id: meter.id, name: 'Running hours', unit: 'h' },
      reading: null,
    });

    const unread = await patchStep(step.id, { status: 'done' });
    expect(unread.statusCode).toBe(422);
    expect(unread.json().message).toBe('Enter the reading of Running hours to complete this step');

    const below = await patchStep(step.id, { reading: { value: 1204 } });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('Reading 1,204 h is below the previous reading 1,310 h on 3 Nov');

    const key = { 'idempotency-key': `step-reading-${step.id}` };
    const read = await patchStep(step.id, { reading: { value: 1352.5, source: 'offline' } }, key);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Step>()).toMatchObject({ status: 'done', reading: { value: 1352.5 } });
    const replay = await patchStep(step.id, { reading: { value: 1352.5, source: 'offline' } }, key);
    expect(replay.json<Step>().reading).toEqual(read.json<Step>().reading);

    expect((await readings(meter.id)).map((r) => [r.value, r.total, r.source, r.workOrderId])).toEqual([
      [1352.5, 1352.5, 'offline', order.id],
      [1310, 1310, 'manual', null],
    ]);
    const meterNow = (await inject('GET', `/api/meters/${meter.id}`, tech)).json();
    expect(meterNow).toMatchObject({ lastValue: 1352.5, total: 1352.5 });

    const listed = (await inject('GET', `/api/work-orders/${order.id}/checklist`, tech)).json<Step[]>();
    expect(listed[0]).toMatchObject({ status: 'done', reading: { value: 1352.5 } });

    const history = (await inject('GET', `/api/work-orders/${order.id}/history`, tech)).json<
      { title: string; detail: string | null }[]
    >();
    expect(history).toContainEqual(
      expect.objectContaining({ title: 'Meter read: 1,352.5 h', detail: 'Read Running hours (h)' }),
    );

    const undone = await patchStep(step.id, { status: 'pending' });
    expect(undone.json<Step>()).toMatchObject({ status: 'pending', reading: null });
    expect(await readings(meter.id)).toHaveLength(2);
  });

  it('are refused on a meter of another asset, on an order without equipment, and a reading on a plain step', async () => {
    const { order } = await orderOnMetered();
    const other = await orderOnMetered();
    const foreign = await addStep(order.id, { meterId: other.meter.id });
    expect(foreign.statusCode).toBe(422);
    const notItsMeter = {
      code: 'workOrder.meterNotOfEquipment',
      params: { meter: 'Running hours' },
      message: "Running hours is not a meter of this work order's equipment",
    };
    expect(foreign.json()).toEqual({
      error: 'UNPROCESSABLE',
      ...notItsMeter,
      details: [{ path: 'meterId', ...notItsMeter }],
    });

    const bare = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const noAsset = await addStep(bare.id, { meterId: other.meter.id });
    expect(noAsset.statusCode).toBe(422);
    expect(noAsset.json().message).toBe('This work order has no equipment: there is no meter to read');

    expect((await addStep(order.id, {})).json().message).toBe('Describe the step');
    const plain = (await addStep(order.id, { description: 'Check belt tension' })).json<Step>();
    const onPlain = await patchStep(plain.id, { reading: { value: 1400 } });
    expect(onPlain.statusCode).toBe(422);
    expect(onPlain.json().message).toBe('This step reads no meter: record the reading on the equipment');
    const failed = await patchStep(plain.id, { status: 'failed', reading: { value: 1400 } });
    expect(failed.statusCode).toBe(400);
  });

  it('date an offline reading by when it was taken', async () => {
    const { meter, order } = await orderOnMetered();
    const step = (await addStep(order.id, { meterId: meter.id })).json<Step>();
    const takenAt = '2026-11-20T09:30:00.000Z';
    const read = await patchStep(
      step.id,
      { reading: { value: 1400, source: 'offline' } },
      { 'occurred-at': takenAt },
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Step>().reading?.readAt).toBe(takenAt);
    expect((await readings(meter.id))[0]).toMatchObject({ value: 1400, source: 'offline' });
  });
});
