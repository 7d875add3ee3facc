import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { auditLog, warehouses } from '../../db/schema';
import { buildTenant, buildUser, buildWorkOrder } from '../../test/factories';
import { sender, signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 26 §1 and §6: scheduled time apart from the due date, set by the one PATCH. */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = await signIn(t.app, tenant.supervisor);
  tech = await signIn(t.app, tenant.technician);
});
afterAll(() => t.close());

const newOrder = (values: { estimatedHours?: string; dueDate?: Date } = {}) =>
  buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.main.id,
    status: 'new',
    ...values,
  });

const send = sender(() => t.app);
const patch = (id: string, headers: Record<string, string>, payload: object) =>
  send('PATCH', `/api/work-orders/${id}`, headers, payload);

describe('scheduled time (issue 26 §1)', () => {
  it('is set with the assignee in one PATCH, against the version seen, and planned hours default to the estimate', async () => {
    const order = await newOrder({ estimatedHours: '3.5', dueDate: new Date('2026-12-04T16:00:00Z') });
    const read = await send('GET', `/api/work-orders/${order.id}`, sup);
    expect(read.json<WorkOrder>()).toMatchObject({
      scheduledStart: null,
      scheduledHours: 3.5,
      lateAsPlanned: false,
    });

    const moved = await patch(
      order.id,
      { ...sup, 'if-match': `"${order.version}"` },
      { scheduledStart: '2026-12-02T07:00:00Z', assignedTo: tenant.technician.id },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<WorkOrder>()).toMatchObject({
      status: 'assigned',
      assignedTo: tenant.technician.id,
      scheduledStart: '2026-12-02T07:00:00.000Z',
      scheduledHours: 3.5,
      lateAsPlanned: false,
    });

    const stale = await patch(
      order.id,
      { ...sup, 'if-match': `"${order.version}"` },
      { scheduledStart: '2026-12-03T07:00:00Z' },
    );
    expect(stale.statusCode).toBe(409);

    const late = await patch(
      order.id,
      { ...sup, 'if-match': `"${moved.json<WorkOrder>().version}"` },
      { scheduledStart: '2026-12-07T07:00:00Z', scheduledHours: 6 },
    );
    expect(late.json<WorkOrder>()).toMatchObject({ scheduledHours: 6, lateAsPlanned: true });

    const unscheduled = await patch(order.id, sup, { scheduledStart: null, scheduledHours: null });
    expect(unscheduled.json<WorkOrder>()).toMatchObject({
      scheduledStart: null,
      scheduledHours: 3.5,
      lateAsPlanned: false,
    });
  });

  it('is planning: technicians cannot set it, and hours go in quarters', async () => {
    const order = await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      status: 'assigned',
      assignedTo: tenant.technician.id,
    });
    const byTechnician = await patch(order.id, tech, { scheduledStart: '2026-12-02T07:00:00Z' });
    expect(byTechnician.statusCode).toBe(403);
    expect(byTechnician.json().message).toBe(
      'Technicians can change only the status and notes of their work orders, not: scheduledStart',
    );
    const odd = await patch(order.id, sup, { scheduledHours: 1.1 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().details).toMatchObject([
      { path: 'scheduledHours', message: 'Scheduled hours go in steps of 0.25' },
    ]);
  });
});

describe('a schedule on a day the assignee has off (issue 26 §2, ADR 57)', () => {
  let dana: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    dana = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id, tenant.north.id],
      firstName: 'Dana',
      lastName: 'Lee',
    });
    const off = (body: object) => send('POST', `/api/users/${dana.id}/time-off`, sup, body);
    // Wednesday off whole, Thursday morning off, and a Saturday she never works.
    expect((await off({ from: '2026-12-02', to: '2026-12-02', reason: 'Vacation' })).statusCode).toBe(201);
    expect(
      (await off({ from: '2026-12-03', to: '2026-12-03', hours: 4, reason: 'Dentist' })).statusCode,
    ).toBe(201);
    expect((await off({ from: '2026-12-05', to: '2026-12-05', reason: 'Wedding' })).statusCode).toBe(201);
  });

  const OFF_ON_WEDNESDAY =
    'Dana Lee is off on 2026-12-02 (Vacation): schedule it on another day or send force: true';

  it('is refused with 422 naming the person, the day and the reason, and changes nothing', async () => {
    const order = await newOrder();
    const refused = await patch(order.id, sup, {
      scheduledStart: '2026-12-02T07:00:00Z',
      assignedTo: dana.id,
    });
    expect(refused.statusCode).toBe(422);
    // The person, the day and the reasons are params, shown as sent (ADR 65).
    const params = { name: 'Dana Lee', day: '2026-12-02', reasons: 'Vacation' };
    expect(refused.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'planning.assigneeOff',
      params,
      message: OFF_ON_WEDNESDAY,
      details: [
        {
          path: 'scheduledStart',
          code: 'planning.assigneeOffShort',
          params,
          message: 'Dana Lee is off on 2026-12-02 (Vacation)',
        },
      ],
    });
    expect((await send('GET', `/api/work-orders/${order.id}`, sup)).json<WorkOrder>()).toMatchObject({
      status: 'new',
      assignedTo: null,
      scheduledStart: null,
      version: order.version,
    });
  });

  it('passes with force: true, which is never written or recorded as a change', async () => {
    const order = await newOrder();
    const forced = await patch(order.id, sup, {
      scheduledStart: '2026-12-02T07:00:00Z',
      assignedTo: dana.id,
      force: true,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<WorkOrder>()).toMatchObject({
      assignedTo: dana.id,
      scheduledStart: '2026-12-02T07:00:00.000Z',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'updated')));
    expect(audits).toHaveLength(1);
    expect(Object.keys(audits[0]!.changes ?? {}).sort()).toEqual(['assignedTo', 'scheduledStart']);
    // Its other edits are not checked again: it does not move.
    const renamed = await patch(order.id, sup, { description: 'Replace the seal on Dana’s day off' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('is refused when a scheduled order is given to someone who has its day off', async () => {
    const order = await newOrder();
    expect((await patch(order.id, sup, { scheduledStart: '2026-12-02T07:00:00Z' })).statusCode).toBe(200);
    const handedOver = await patch(order.id, sup, { assignedTo: dana.id });
    expect(handedOver.statusCode).toBe(422);
    expect(handedOver.json()).toMatchObject({
      message: OFF_ON_WEDNESDAY,
      details: [{ path: 'assignedTo' }],
    });
  });

  it('is not refused for a partial day off that leaves hours, nor on a day she never works', async () => {
    const thursday = await patch((await newOrder()).id, sup, {
      scheduledStart: '2026-12-03T12:00:00Z',
      assignedTo: dana.id,
    });
    expect(thursday.statusCode, thursday.body).toBe(200);
    const saturday = await patch((await newOrder()).id, sup, {
      scheduledStart: '2026-12-05T07:00:00Z',
      assignedTo: dana.id,
    });
    expect(saturday.statusCode, saturday.body).toBe(200);
  });

  it('counts the day in the plant’s time zone', async () => {
    await t.db
      .update(warehouses)
      .set({ timezone: 'Europe/Berlin' })
      .where(eq(warehouses.id, tenant.north.id));
    const northSup = await signIn(
      t.app,
      await buildUser(t.db, {
        organizationId: tenant.org.id,
        warehouseIds: [tenant.north.id],
        role: 'supervisor',
      }),
    );
    const northOrder = () =>
      buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.north.id, status: 'new' });
    // 23:30 UTC on Tuesday is already Wednesday in Berlin; 23:30 UTC on Wednesday is Thursday there.
    const lateTuesday = await patch((await northOrder()).id, northSup, {
      scheduledStart: '2026-12-01T23:30:00Z',
      assignedTo: dana.id,
    });
    expect(lateTuesday.statusCode).toBe(422);
    expect(lateTuesday.json().message).toBe(OFF_ON_WEDNESDAY);
    const lateWednesday = await patch((await northOrder()).id, northSup, {
      scheduledStart: '2026-12-02T23:30:00Z',
      assignedTo: dana.id,
    });
    expect(lateWednesday.statusCode, lateWednesday.body).toBe(200);
  });
});
