import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_AT_IN_FUTURE } from '../../../shared/meter-rules';
import { auditLog } from '../../db/schema';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let northTech: Record<string, string>;

const NOW = new Date('2026-11-20T12:00:00Z');
const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
});
afterAll(() => t.close());

const machine = () => buildEquipment(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });

async function counter(name = 'Running hours') {
  const asset = await machine();
  const response = await inject('POST', `/api/equipment/${asset.id}/meters`, sup, {
    name,
    unit: 'h',
    kind: 'counter',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; equipmentId: string }>();
}

const read = (meterId: string, body: object, as = tech) =>
  inject('POST', `/api/meters/${meterId}/readings`, as, body);

const totals = async (meterId: string) =>
  (await inject('GET', `/api/meters/${meterId}/readings`, tech))
    .json<{ value: number; total: number }[]>()
    .map((r) => [r.value, r.total]);

describe('meters', () => {
  it('are configured by supervisors, read by technicians, named once per equipment and kept in their kind', async () => {
    const asset = await machine();
    const url = `/api/equipment/${asset.id}/meters`;
    const gauge = await inject('POST', url, sup, {
      name: 'Bearing temperature',
      unit: '°C',
      kind: 'gauge',
      minValue: 10,
      maxValue: 80,
    });
    expect(gauge.statusCode).toBe(201);
    expect(gauge.json()).toMatchObject({
      kind: 'gauge',
      minValue: 10,
      maxValue: 80,
      version: 1,
      total: null,
    });
    await inject('POST', url, sup, { name: 'Running hours', unit: 'h', kind: 'counter' });

    const twice = await inject('POST', url, sup, { name: 'running HOURS', unit: 'h', kind: 'counter' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This equipment already has a meter named running HOURS');
    expect(
      (await inject('POST', url, tech, { name: 'Cycles', unit: 'cycles', kind: 'counter' })).statusCode,
    ).toBe(403);

    const list = await inject('GET', url, tech);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((m: { name: string }) => m.name)).toEqual([
      'Bearing temperature',
      'Running hours',
    ]);
    const hours = list.json()[1] as { id: string };

    const id = gauge.json().id as string;
    const edited = await inject('PATCH', `/api/meters/${id}`, { ...sup, 'if-match': '1' }, { maxValue: 85 });
    expect(edited.json()).toMatchObject({ maxValue: 85, version: 2 });
    const stale = await inject('PATCH', `/api/meters/${id}`, { ...sup, 'if-match': '1' }, { unit: 'K' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, maxValue: 85, version: 2 });
    const inverted = await inject('PATCH', `/api/meters/${id}`, sup, { minValue: 90 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('The lower limit must be below the upper limit');
    const limited = await inject('PATCH', `/api/meters/${hours.id}`, sup, { maxValue: 10 });
    expect(limited.json().message).toBe('Only a gauge has limits: a counter only goes up');
    const kind = await inject('PATCH', `/api/meters/${hours.id}`, sup, { kind: 'gauge', unit: 'hours' });
    expect(kind.json()).toMatchObject({ kind: 'counter', unit: 'hours' });
    expect((await inject('PATCH', `/api/meters/${id}`, tech, { unit: 'K' })).statusCode).toBe(403);

    expect((await inject('GET', `/api/meters/${id}`, northTech)).statusCode).toBe(404);
    expect((await inject('GET', `/api/meters/${id}/readings`, northTech)).statusCode).toBe(404);
    expect((await read(id, { value: 20 }, northTech)).statusCode).toBe(404);
    expect((await inject('GET', url, northTech)).statusCode).toBe(404);

    expect((await inject('DELETE', `/api/meters/${id}`, { ...sup, 'if-match': '1' })).statusCode).toBe(409);
    expect((await inject('DELETE', `/api/meters/${id}`, { ...sup, 'if-match': '2' })).statusCode).toBe(204);
    expect((await inject('GET', `/api/meters/${id}`, sup)).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['created', 'updated', 'deleted']));
    expect(t.events.filter((e) => e.id === id).map((e) => `${e.type}.${e.action}`)).toEqual([
      'meter.created',
      'meter.updated',
      'meter.deleted',
    ]);
  });

  it('answer their refusals with codes, params and the English message (ADR 65)', async () => {
    const asset = await machine();
    const url = `/api/equipment/${asset.id}/meters`;
    const invalid = await inject('POST', url, sup, { name: 'Vibration', unit: 'mm/s', kind: 'spring' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'meter.kindInvalid',
      message: 'Kind must be counter or gauge',
      details: [{ path: 'kind', code: 'meter.kindInvalid', message: 'Kind must be counter or gauge' }],
    });
    const tooLarge = await inject('POST', url, sup, {
      name: 'Vibration',
      unit: 'mm/s',
      kind: 'gauge',
      maxValue: 1e13,
    });
    expect(tooLarge.json()).toMatchObject({
      code: 'number.tooLarge',
      params: { field: 'upperLimit' },
      message: 'Upper limit is too large',
    });
    await inject('POST', url, sup, { name: 'Vibration', unit: 'mm/s', kind: 'gauge' });
    const twice = await inject('POST', url, sup, { name: 'Vibration', unit: 'mm/s', kind: 'gauge' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'CONFLICT',
      code: 'meter.nameTaken',
      params: { name: 'Vibration' },
      message: 'This equipment already has a meter named Vibration',
      details: [
        {
          path: 'name',
          code: 'meter.nameTakenShort',
          message: 'This name is already used on this equipment',
        },
      ],
    });
    const hours = await counter();
    const limited = await inject('PATCH', `/api/meters/${hours.id}`, sup, { maxValue: 10 });
    expect(limited.json()).toMatchObject({
      code: 'meter.limitsForGaugesOnly',
      message: 'Only a gauge has limits: a counter only goes up',
    });
    const source = await read(hours.id, { value: 5, source: 'radio' });
    expect(source.json()).toMatchObject({
      code: 'value.oneOf',
      params: { field: 'source', values: 'manual, api, import, offline' },
      message: 'Source must be one of: manual, api, import, offline',
    });
    const future = await read(hours.id, { value: 5, readAt: '2026-11-20T12:06:00Z' });
    expect(future.json()).toMatchObject({
      code: 'meter.readInFuture',
      message: READ_AT_IN_FUTURE,
      details: [{ path: 'readAt', code: 'meter.readInFuture', message: READ_AT_IN_FUTURE }],
    });
  });

  it('refuse a counter reading below the previous one, in the words of the issue', async () => {
    const meter = await counter();
    expect((await read(meter.id, { value: 1310, readAt: '2026-11-03T09:00:00Z' })).statusCode).toBe(201);
    const below = await read(meter.id, { value: 1204, readAt: '2026-11-05T09:00:00Z' });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      error: 'UNPROCESSABLE',
      message: 'Reading 1,204 h is below the previous reading 1,310 h on 3 Nov',
    });
    const future = await read(meter.id, { value: 1400, readAt: '2026-11-20T12:06:00Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(
      'Read at is in the future: check the date and the clock of the device it was read on',
    );
    const elsewhere = await read(meter.id, {
      value: 1400,
      workOrderId: '00000000-0000-4000-8000-000000000001',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Work order not found');
    expect(await totals(meter.id)).toEqual([[1310, 1310]]);
  });

  it('take a replacement below the previous reading and keep the totals going', async () => {
    const meter = await counter();
    for (const [value, day, reset] of [
      [1000, '01', undefined],
      [1100, '02', undefined],
      [5, '03', 'replacement'],
      [25, '04', undefined],
    ] as const) {
      const response = await read(meter.id, { value, readAt: `2026-11-${day}T09:00:00Z`, reset });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await totals(meter.id)).toEqual([
      [25, 1125],
      [5, 1105],
      [1100, 1100],
      [1000, 1000],
    ]);
    expect((await inject('GET', `/api/meters/${meter.id}`, tech)).json()).toMatchObject({
      lastValue: 25,
      total: 1125,
      lastReadAt: '2026-11-04T09:00:00.000Z',
    });
  });

  it('fit a late reading between the others, recompute the totals after it and hold it to the next one', async () => {
    const meter = await counter();
    await read(meter.id, { value: 100, readAt: '2026-11-01T09:00:00Z' });
    await read(meter.id, { value: 10, readAt: '2026-11-03T09:00:00Z', reset: 'rollover' });
    await read(meter.id, { value: 30, readAt: '2026-11-05T09:00:00Z' });
    expect(await totals(meter.id)).toEqual([
      [30, 130],
      [10, 110],
      [100, 100],
    ]);
    const late = await read(meter.id, { value: 150, readAt: '2026-11-02T09:00:00Z', source: 'offline' });
    expect(late.json()).toMatchObject({ value: 150, total: 150, source: 'offline' });
    expect(await totals(meter.id)).toEqual([
      [30, 180],
      [10, 160],
      [150, 150],
      [100, 100],
    ]);
    expect((await inject('GET', `/api/meters/${meter.id}`, tech)).json()).toMatchObject({
      lastValue: 30,
      total: 180,
    });
    const above = await read(meter.id, { value: 40, readAt: '2026-11-04T09:00:00Z' });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe('Reading 40 h is above the next reading 30 h on 5 Nov');
  });

  it('lists readings newest first with who read them, by time range and page', async () => {
    const meter = await counter();
    for (const day of ['10', '11', '12'])
      await read(meter.id, { value: Number(day), readAt: `2026-11-${day}T09:00:00Z` });
    const first = await inject('GET', `/api/meters/${meter.id}/readings?limit=2`, tech);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((r: { value: number }) => r.value)).toEqual([12, 11]);
    expect(first.json()[0].readByName).toBe(`${tenant.technician.firstName} ${tenant.technician.lastName}`);
    const next = await inject(
      'GET',
      `/api/meters/${meter.id}/readings?limit=2&cursor=${String(first.headers['x-next-cursor'])}`,
      tech,
    );
    expect(next.json().map((r: { value: number }) => r.value)).toEqual([10]);
    const ranged = await inject(
      'GET',
      `/api/meters/${meter.id}/readings?from=2026-11-11T00:00:00Z&to=2026-11-11T23:59:59Z`,
      tech,
    );
    expect(ranged.headers['x-total-count']).toBe('1');
    expect(ranged.json().map((r: { value: number }) => r.value)).toEqual([11]);
  });

  it('date a reading without readAt by Occurred-At, as the change queue sends it, and audit it', async () => {
    const meter = await counter();
    const taken = '2026-11-20T10:00:00.000Z';
    const response = await inject(
      'POST',
      `/api/meters/${meter.id}/readings`,
      { ...tech, 'occurred-at': taken, 'idempotency-key': 'offline-reading-action-1' },
      { value: 42, source: 'offline' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ readAt: taken, source: 'offline', total: 42 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, meter.id));
    expect(audit.find((a) => a.action === 'reading_recorded')).toMatchObject({
      userId: tenant.technician.id,
      occurredAt: new Date(taken),
    });
    const recorded = t.events.filter((e) => e.id === meter.id && e.action === 'reading_recorded');
    expect(recorded).toHaveLength(1);
  });
});
