import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Downtime } from '../../../shared/schemas/downtime';
import type { TimelineEntry } from '../../../shared/schemas/work-order-activity';
import { auditLog, equipment } from '../../db/schema';
import { buildEquipment, buildTenant, buildUser } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const NOW = new Date('2026-10-14T08:00:00.000Z');

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let tech: Record<string, string>;
let northSup: Record<string, string>;
let fo = 700;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

const machine = (status: 'active' | 'maintenance' = 'active') =>
  buildEquipment(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.main.id,
    assetTag: `DT-${(fo += 1)}`,
    criticality: 'medium',
    status,
  });

const statusOf = async (id: string) =>
  (await t.db.select({ status: equipment.status }).from(equipment).where(eq(equipment.id, id)))[0]?.status;

const downtimeOf = async (query: string, who = sup): Promise<Downtime[]> =>
  (await inject('GET', `/api/downtime?${query}`, who)).json<Downtime[]>();

let northSupervisor: { email: string; password: string };

/** Access tokens live 15 minutes of the test clock: everyone signs in again after it moves. */
async function signInAll() {
  const token = async (p: { email: string; password: string }): Promise<Record<string, string>> =>
    bearer((await login(t.app, p.email, p.password)).token);
  sup = await token(tenant.supervisor);
  manager = await token(tenant.manager);
  tech = await token(tenant.technician);
  northSup = await token(northSupervisor);
}

async function advance(ms: number) {
  t.clock.advance(ms);
  await signInAll();
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  northSupervisor = await buildUser(t.db, {
    organizationId: tenant.org.id,
    warehouseIds: [tenant.north.id],
    role: 'supervisor',
  });
  await signInAll();
});
afterAll(() => t.close());

describe('downtime from work orders', () => {
  it('opens with "equipment down" on a new order and ends when it is completed "back in service"', async () => {
    const pump = await machine();
    const order = await inject('POST', '/api/work-orders', tech, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Pump tripped on overload and will not restart',
      type: 'emergency',
      equipmentId: pump.id,
      equipmentDown: true,
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json<{ id: string }>().id;
    expect(await statusOf(pump.id)).toBe('maintenance');

    const [opened] = await downtimeOf(`workOrderId=${orderId}`, tech);
    expect(opened).toMatchObject({
      equipmentId: pump.id,
      equipmentAssetTag: pump.assetTag,
      workOrderId: orderId,
      reasonCode: 'breakdown',
      reasonLabel: 'Breakdown',
      planned: false,
      startedAt: NOW.toISOString(),
      endedAt: null,
      durationHours: 0,
    });

    await advance(2.5 * HOUR);
    expect((await downtimeOf(`equipmentId=${pump.id}&open=true`))[0]?.durationHours).toBe(2.5);
    await inject('PATCH', `/api/work-orders/${orderId}`, sup, { assignedTo: tenant.technician.id });
    await inject('PATCH', `/api/work-orders/${orderId}`, tech, { status: 'in_progress' });
    await advance(HOUR);
    const done = await inject('PATCH', `/api/work-orders/${orderId}`, tech, {
      status: 'completed',
      backInService: true,
    });
    expect(done.statusCode).toBe(200);
    expect(await statusOf(pump.id)).toBe('active');
    const [closed] = await downtimeOf(`workOrderId=${orderId}`);
    expect(closed).toMatchObject({
      endedAt: new Date(NOW.getTime() + 3.5 * HOUR).toISOString(),
      durationHours: 3.5,
      closedByName: `${tenant.technician.firstName} ${tenant.technician.lastName}`,
    });
  });

  it('puts the stop and its end on the order’s history: when, who and why, in words', async () => {
    const pump = await machine();
    const order = await inject('POST', '/api/work-orders', sup, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Seal leaking badly, pump stopped',
      equipmentId: pump.id,
      assignedTo: tenant.technician.id,
      equipmentDown: true,
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json<{ id: string }>().id;
    const downAt = t.clock.now().toISOString();
    const downtimeEntries = async () =>
      (await inject('GET', `/api/work-orders/${orderId}/history`, tech))
        .json<TimelineEntry[]>()
        .filter((entry) => entry.kind === 'downtime');
    const supervisorName = `${tenant.supervisor.firstName} ${tenant.supervisor.lastName}`;
    const wentDown = {
      at: downAt,
      kind: 'downtime',
      title: `${pump.assetTag} went down`,
      detail: 'Breakdown (unplanned)',
      userName: supervisorName,
      workOrderId: null,
    };
    expect(await downtimeEntries()).toEqual([wentDown]);

    await inject('PATCH', `/api/work-orders/${orderId}`, tech, { status: 'in_progress' });
    await advance(2.25 * HOUR);
    const done = await inject('PATCH', `/api/work-orders/${orderId}`, tech, {
      status: 'completed',
      backInService: true,
    });
    expect(done.statusCode).toBe(200);
    expect(await downtimeEntries()).toEqual([
      {
        at: t.clock.now().toISOString(),
        kind: 'downtime',
        title: `${pump.assetTag} downtime ended`,
        detail: 'Down 2 h 15 min',
        userName: `${tenant.technician.firstName} ${tenant.technician.lastName}`,
        workOrderId: null,
      },
      wentDown,
    ]);
  });

  it('records a preventive order’s stop as planned maintenance, and a second order joins an open stop', async () => {
    const press = await machine();
    const pm = await inject('POST', '/api/work-orders', sup, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Quarterly hydraulic oil change on the press',
      type: 'preventive',
      equipmentId: press.id,
      equipmentDown: true,
    });
    const [stop] = await downtimeOf(`equipmentId=${press.id}`);
    expect(stop).toMatchObject({
      reasonCode: 'planned_maintenance',
      planned: true,
      workOrderId: pm.json().id,
    });

    await inject('POST', '/api/work-orders', sup, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Oil leak found during the oil change',
      equipmentId: press.id,
      equipmentDown: true,
    });
    const records = await downtimeOf(`equipmentId=${press.id}`);
    expect(records).toHaveLength(1);
    expect(records[0]?.workOrderId).toBe(pm.json().id);
  });

  it('refuses "equipment down" without equipment and "back in service" without completing', async () => {
    const noMachine = await inject('POST', '/api/work-orders', tech, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Something somewhere stopped working',
      equipmentDown: true,
    });
    expect(noMachine.statusCode).toBe(400);
    expect(noMachine.json().message).toBe('Choose the equipment that is down');

    const order = await inject('POST', '/api/work-orders', sup, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Belt tracking needs adjusting',
      equipmentId: (await machine()).id,
    });
    const early = await inject('PATCH', `/api/work-orders/${order.json().id}`, sup, { backInService: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Back in service goes with completing the order');
  });
});

describe('downtime from equipment status', () => {
  it('opens a planned record going into maintenance, keeps it out of service, closes it when active', async () => {
    const fan = await machine();
    const patch = (body: object) => inject('PATCH', `/api/equipment/${fan.id}`, sup, body);
    expect((await patch({ status: 'maintenance' })).statusCode).toBe(200);
    const [opened] = await downtimeOf(`equipmentId=${fan.id}`);
    expect(opened).toMatchObject({ reasonCode: 'planned_maintenance', planned: true, endedAt: null });

    await advance(HOUR);
    await patch({ status: 'inactive' });
    expect(await downtimeOf(`equipmentId=${fan.id}`)).toHaveLength(1);

    await advance(HOUR);
    await patch({ status: 'active' });
    const [closed] = await downtimeOf(`equipmentId=${fan.id}`);
    expect(closed).toMatchObject({ id: opened?.id, durationHours: 2 });
  });
});

describe('downtime API', () => {
  it('opens by hand (the equipment goes into maintenance), refuses a second open one, closes', async () => {
    const mixer = await machine();
    const open = await inject('POST', '/api/downtime', sup, {
      equipmentId: mixer.id,
      reasonCode: 'utilities',
      startedAt: new Date(t.clock.now().getTime() - HOUR).toISOString(),
      note: 'Compressed air lost',
    });
    expect(open.statusCode).toBe(201);
    expect(open.json()).toMatchObject({ reasonCode: 'utilities', planned: false, durationHours: 1 });
    expect(await statusOf(mixer.id)).toBe('maintenance');

    const again = await inject('POST', '/api/downtime', sup, {
      equipmentId: mixer.id,
      reasonCode: 'breakdown',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${mixer.assetTag} is already down: close that downtime first`);

    const closed = await inject('POST', `/api/downtime/${open.json().id}/close`, sup, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json().endedAt).toBe(t.clock.now().toISOString());
    expect(await statusOf(mixer.id)).toBe('active');
    const twice = await inject('POST', `/api/downtime/${open.json().id}/close`, sup, {});
    expect(twice.json().message).toBe('This downtime has already ended');
  });

  it('records a past stop without touching the status, and refuses overlaps and times in the future', async () => {
    const lathe = await machine();
    const at = (hoursAgo: number) => new Date(t.clock.now().getTime() - hoursAgo * HOUR).toISOString();
    const past = await inject('POST', '/api/downtime', sup, {
      equipmentId: lathe.id,
      reasonCode: 'waiting_for_parts',
      startedAt: at(10),
      endedAt: at(6),
    });
    expect(past.statusCode).toBe(201);
    expect(past.json()).toMatchObject({ durationHours: 4, reasonLabel: 'Waiting for parts' });
    expect(await statusOf(lathe.id)).toBe('active');

    const overlap = await inject('POST', '/api/downtime', sup, {
      equipmentId: lathe.id,
      reasonCode: 'operator',
      startedAt: at(7),
      endedAt: at(5),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'This equipment already has downtime recorded in that time: correct that record instead',
    );
    const future = await inject('POST', '/api/downtime', sup, {
      equipmentId: lathe.id,
      reasonCode: 'operator',
      startedAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Start cannot be in the future');
    const backwards = await inject('POST', '/api/downtime', sup, {
      equipmentId: lathe.id,
      reasonCode: 'operator',
      startedAt: at(2),
      endedAt: at(3),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toMatchObject([
      { path: 'endedAt', message: 'End must be after the start' },
    ]);
    const unknown = await inject('POST', '/api/downtime', sup, {
      equipmentId: lathe.id,
      reasonCode: 'gremlins',
      startedAt: at(2),
      endedAt: at(1),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Reason gremlins is not one of your organization’s downtime reasons');
  });

  it('answers its refusals with their codes, params and the English message (ADR 65)', async () => {
    const press = await machine();
    const at = (hoursAgo: number) => new Date(t.clock.now().getTime() - hoursAgo * HOUR).toISOString();
    const backwards = await inject('POST', '/api/downtime', sup, {
      equipmentId: press.id,
      reasonCode: 'operator',
      startedAt: at(2),
      endedAt: at(3),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'downtime.endAfterStart',
      message: 'End must be after the start',
      details: [{ path: 'endedAt', code: 'downtime.endAfterStart', message: 'End must be after the start' }],
    });
    const badReason = await inject('POST', '/api/downtime', sup, {
      equipmentId: press.id,
      reasonCode: 'Bad reason',
    });
    expect(badReason.json()).toMatchObject({
      code: 'downtime.reasonCodeFormat',
      message: 'Reason must be a reason code such as breakdown',
    });
    const future = await inject('POST', '/api/downtime', sup, {
      equipmentId: press.id,
      reasonCode: 'operator',
      startedAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(future.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'downtime.inFuture',
      params: { field: 'start' },
      message: 'Start cannot be in the future',
      details: [{ path: 'startedAt', code: 'downtime.inFutureShort', message: 'Cannot be in the future' }],
    });
    const unknown = await inject('POST', '/api/downtime', sup, {
      equipmentId: press.id,
      reasonCode: 'gremlins',
    });
    expect(unknown.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'downtime.reasonUnknown',
      params: { reason: 'gremlins' },
      message: 'Reason gremlins is not one of your organization’s downtime reasons',
      details: [
        {
          path: 'reasonCode',
          code: 'downtime.reasonUnknownShort',
          message: 'is not one of your organization’s downtime reasons',
        },
      ],
    });
    const open = await inject('POST', '/api/downtime', sup, {
      equipmentId: press.id,
      reasonCode: 'operator',
    });
    expect(open.statusCode).toBe(201);
    const again = await inject('POST', '/api/downtime', sup, {
      equipmentId: press.id,
      reasonCode: 'operator',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      code: 'downtime.alreadyDown',
      params: { assetTag: press.assetTag },
      message: `${press.assetTag} is already down: close that downtime first`,
    });
    const removed = await inject('DELETE', `/api/downtime/${open.json().id}`, sup);
    expect(removed.json()).toMatchObject({
      code: 'downtime.stillDownRemove',
      message: 'This equipment is still down: close the downtime before removing it',
    });
  });

  it('lets supervisors correct a record (audited, If-Match) and technicians only read', async () => {
    const saw = await machine();
    const created = await inject('POST', '/api/downtime', sup, {
      equipmentId: saw.id,
      reasonCode: 'breakdown',
      startedAt: new Date(t.clock.now().getTime() - 5 * HOUR).toISOString(),
      endedAt: new Date(t.clock.now().getTime() - 4 * HOUR).toISOString(),
    });
    const id = created.json<Downtime>().id;
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/downtime/${id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: {
        reasonCode: 'operator',
        planned: true,
        endedAt: new Date(t.clock.now().getTime() - 3 * HOUR),
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      reasonCode: 'operator',
      planned: true,
      durationHours: 2,
      version: 2,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'updated')));
    expect(audit?.userId).toBe(tenant.supervisor.id);
    expect(audit?.changes).toMatchObject({
      reasonCode: { from: 'breakdown', to: 'operator' },
      planned: { from: false, to: true },
    });

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/downtime/${id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: { note: 'Late note' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'VERSION_CONFLICT', current: { version: 2 } });

    expect((await inject('GET', `/api/downtime/${id}`, tech)).statusCode).toBe(200);
    expect((await inject('PATCH', `/api/downtime/${id}`, tech, { note: 'Mine' })).statusCode).toBe(403);
    expect(
      (await inject('POST', '/api/downtime', tech, { equipmentId: saw.id, reasonCode: 'breakdown' }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps each warehouse’s downtime to itself', async () => {
    const drill = await machine();
    const stop = await inject('POST', '/api/downtime', sup, {
      equipmentId: drill.id,
      reasonCode: 'breakdown',
    });
    expect((await inject('GET', `/api/downtime/${stop.json().id}`, northSup)).statusCode).toBe(404);
    expect(await downtimeOf('', northSup)).toEqual([]);
    const foreign = await inject('POST', '/api/downtime', northSup, {
      equipmentId: drill.id,
      reasonCode: 'other',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('removes a closed record made in error, never an open one', async () => {
    const crane = await machine();
    const open = await inject('POST', '/api/downtime', sup, { equipmentId: crane.id, reasonCode: 'other' });
    const refused = await inject('DELETE', `/api/downtime/${open.json().id}`, sup);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This equipment is still down: close the downtime before removing it',
    );
    await advance(HOUR);
    await inject('POST', `/api/downtime/${open.json().id}/close`, sup, {});
    expect((await inject('DELETE', `/api/downtime/${open.json().id}`, manager)).statusCode).toBe(204);
    expect(await downtimeOf(`equipmentId=${crane.id}`)).toEqual([]);
  });

  it('gives one of two simultaneous stops of one equipment, the other a conflict', async () => {
    const belt = await machine();
    const answers = await Promise.all(
      ['breakdown', 'operator'].map((reasonCode) =>
        inject('POST', '/api/downtime', sup, { equipmentId: belt.id, reasonCode }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('downtime that stops the children (issue 24)', () => {
  const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR).toISOString();

  it('stops the children by default when the equipment has live ones, and not otherwise', async () => {
    const line = await machine();
    const motor = await machine();
    const gone = await machine();
    await t.db.update(equipment).set({ parentId: line.id }).where(eq(equipment.id, motor.id));
    await t.db
      .update(equipment)
      .set({ parentId: motor.id, deletedAt: t.clock.now() })
      .where(eq(equipment.id, gone.id));

    const ofLine = await inject('POST', '/api/downtime', sup, {
      equipmentId: line.id,
      reasonCode: 'utilities',
      startedAt: hoursAgo(30),
      endedAt: hoursAgo(28),
    });
    expect(ofLine.statusCode).toBe(201);
    expect(ofLine.json<Downtime>().stopsChildren).toBe(true);
    // The motor's only child is deleted: it has no live children.
    const ofMotor = await inject('POST', '/api/downtime', sup, {
      equipmentId: motor.id,
      reasonCode: 'breakdown',
      startedAt: hoursAgo(30),
      endedAt: hoursAgo(28),
    });
    expect(ofMotor.json<Downtime>().stopsChildren).toBe(false);
    // Said in so many words, it is what was said.
    const alone = await inject('POST', '/api/downtime', sup, {
      equipmentId: line.id,
      reasonCode: 'operator',
      stopsChildren: false,
      startedAt: hoursAgo(27),
      endedAt: hoursAgo(26),
    });
    expect(alone.json<Downtime>().stopsChildren).toBe(false);
    // A line stopped by a work order raised with "equipment down" stops its children too.
    const order = await inject('POST', '/api/work-orders', tech, {
      foNumber: `WO-2026-${(fo += 1)}`,
      description: 'Line conveyor jammed at the infeed',
      type: 'emergency',
      equipmentId: line.id,
      equipmentDown: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    const [open] = await downtimeOf(`equipmentId=${line.id}&open=true`);
    expect(open?.stopsChildren).toBe(true);
  });

  it('answers which open stop of an asset above a part stops it (stopsEquipmentId)', async () => {
    const line = await machine();
    const conveyor = await machine();
    const drive = await machine();
    const elsewhere = await machine();
    await t.db.update(equipment).set({ parentId: line.id }).where(eq(equipment.id, conveyor.id));
    await t.db.update(equipment).set({ parentId: conveyor.id }).where(eq(equipment.id, drive.id));
    expect(await downtimeOf(`stopsEquipmentId=${drive.id}&open=true`)).toEqual([]);

    // The conveyor's own stop, not marked to stop its children, does not stop the drive.
    const conveyorStop = await inject('POST', '/api/downtime', sup, {
      equipmentId: conveyor.id,
      reasonCode: 'breakdown',
      stopsChildren: false,
    });
    expect(conveyorStop.statusCode, conveyorStop.body).toBe(201);
    const lineStop = await inject('POST', '/api/downtime', sup, {
      equipmentId: line.id,
      reasonCode: 'utilities',
    });
    await inject('POST', '/api/downtime', sup, { equipmentId: elsewhere.id, reasonCode: 'utilities' });
    // Two levels up, the line's stop does.
    expect((await downtimeOf(`stopsEquipmentId=${drive.id}&open=true`)).map((d) => d.id)).toEqual([
      lineStop.json<Downtime>().id,
    ]);
    expect(await downtimeOf(`stopsEquipmentId=${line.id}&open=true`)).toEqual([]);
  });

  it('is corrected by a supervisor (audited) and read back on the record', async () => {
    const line = await machine();
    const created = await inject('POST', '/api/downtime', sup, {
      equipmentId: line.id,
      reasonCode: 'breakdown',
      startedAt: hoursAgo(12),
      endedAt: hoursAgo(11),
    });
    const record = created.json<Downtime>();
    expect(record.stopsChildren).toBe(false);
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/downtime/${record.id}`,
      headers: { ...sup, 'if-match': String(record.version) },
      payload: { stopsChildren: true },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<Downtime>()).toMatchObject({ stopsChildren: true, version: record.version + 1 });
    const [audit] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, record.id), eq(auditLog.action, 'updated')));
    expect(audit?.changes).toEqual({ stopsChildren: { from: false, to: true } });
    const bad = await inject('PATCH', `/api/downtime/${record.id}`, sup, { stopsChildren: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
