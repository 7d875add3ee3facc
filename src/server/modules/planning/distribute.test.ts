import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Distribution, Planning } from '../../../shared/schemas/planning';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { auditLog, outboxEvents, timeOff, users, warehouses, workOrders } from '../../db/schema';
import { buildTenant, buildUser, buildWorkOrder } from '../../test/factories';
import { sender, signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 26 §3 "Distribute". Monday 30 November 2026, 07:00 in Berlin. */
const NOW = new Date('2026-11-30T06:00:00Z');

let t: TestApp;
const send = sender(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

/**
 * A plant in Berlin with two technicians: the tenant's (8 h a day, 3 h already booked on
 * Monday) and Ben (4 h a day, off on Tuesday). Orders to place are new and unscheduled.
 */
async function plant() {
  const tenant = await buildTenant(t.db);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await t.db.update(warehouses).set({ timezone: 'Europe/Berlin' }).where(eq(warehouses.id, tenant.main.id));
  const ben = await buildUser(t.db, { ...scope, warehouseIds: [tenant.main.id], firstName: 'Ben' });
  await t.db
    .update(users)
    .set({ workingHours: { mon: 4, tue: 4, wed: 4, thu: 4, fri: 4, sat: 0, sun: 0 } })
    .where(eq(users.id, ben.id));
  await t.db
    .insert(timeOff)
    .values({ userId: ben.id, fromDay: '2026-12-01', toDay: '2026-12-01', reason: 'Course' });
  const booked = await buildWorkOrder(t.db, {
    ...scope,
    status: 'assigned',
    assignedTo: tenant.technician.id,
    scheduledStart: new Date('2026-11-30T07:00:00Z'),
    scheduledHours: '3',
  });
  const order = (values: Partial<typeof workOrders.$inferInsert>) =>
    buildWorkOrder(t.db, { ...scope, status: 'new', ...values });
  return { tenant, scope, ben, booked, order, sup: await signIn(t.app, tenant.supervisor) };
}

const distribute = (headers: Record<string, string>, body: object) =>
  send('POST', '/api/planning/distribute', headers, body);

describe('Distribute (POST /api/planning/distribute)', () => {
  it('proposes a plan that never fills a day past its free hours, from today on, and changes nothing', async () => {
    const { tenant, ben, order, sup } = await plant();
    const six = await order({
      dueDate: new Date('2026-11-30T16:00:00Z'),
      priority: 'medium',
      estimatedHours: '6',
    });
    const critical = await order({
      dueDate: new Date('2026-12-01T16:00:00Z'),
      priority: 'critical',
      estimatedHours: '5',
    });
    const high = await order({
      dueDate: new Date('2026-12-01T16:00:00Z'),
      priority: 'high',
      estimatedHours: '4',
    });
    const whenever = await order({ priority: 'low', estimatedHours: '2' });
    const tooBig = await order({ priority: 'critical', estimatedHours: '9' });
    const tech = tenant.technician.id;

    const response = await distribute(sup, {
      workOrderIds: [whenever.id, tooBig.id, high.id, critical.id, six.id],
      technicianIds: [tech, ben.id],
      from: '2026-11-23',
      to: '2026-12-04',
      apply: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<Distribution>();
    // Monday: 5 h free for the technician (3 h booked), 4 h for Ben; Tuesday: 8 h, Ben off.
    // The earliest due goes first: 6 h fits nowhere on Monday, so Tuesday at 08:00 in Berlin.
    expect(plan).toEqual({
      applied: false,
      placements: [
        {
          workOrderId: six.id,
          foNumber: six.foNumber,
          version: six.version,
          technicianId: tech,
          date: '2026-12-01',
          scheduledStart: '2026-12-01T07:00:00.000Z',
          hours: 6,
        },
        {
          workOrderId: critical.id,
          foNumber: critical.foNumber,
          version: critical.version,
          technicianId: tech,
          date: '2026-11-30',
          scheduledStart: '2026-11-30T10:00:00.000Z',
          hours: 5,
        },
        {
          workOrderId: high.id,
          foNumber: high.foNumber,
          version: high.version,
          technicianId: ben.id,
          date: '2026-11-30',
          scheduledStart: '2026-11-30T07:00:00.000Z',
          hours: 4,
        },
        {
          workOrderId: whenever.id,
          foNumber: whenever.foNumber,
          version: whenever.version,
          technicianId: tech,
          date: '2026-12-01',
          scheduledStart: '2026-12-01T13:00:00.000Z',
          hours: 2,
        },
      ],
      unplaced: [{ workOrderId: tooBig.id, foNumber: tooBig.foNumber, version: tooBig.version }],
    });

    const board = (await send('GET', '/api/planning?from=2026-11-30&to=2026-12-04', sup)).json<Planning>();
    for (const person of board.technicians) {
      for (const day of person.days) {
        const planned = plan.placements
          .filter((p) => p.technicianId === person.id && p.date === day.date)
          .reduce((sum, p) => sum + p.hours, 0);
        expect(day.load + planned, `${person.name} on ${day.date}`).toBeLessThanOrEqual(day.capacity);
      }
    }
    const stored = await t.db
      .select({ scheduledStart: workOrders.scheduledStart, assignedTo: workOrders.assignedTo })
      .from(workOrders)
      .where(inArray(workOrders.id, [six.id, critical.id, high.id, whenever.id]));
    expect(stored.every((row) => row.scheduledStart === null && row.assignedTo === null)).toBe(true);
  });

  it('applies the plan through the work-order update path: schedule, assignee, audit rows and events', async () => {
    const { tenant, order, sup } = await plant();
    const first = await order({ dueDate: new Date('2026-12-02T16:00:00Z'), estimatedHours: '2' });
    const second = await order({ dueDate: new Date('2026-12-03T16:00:00Z'), estimatedHours: '1.5' });
    const tech = tenant.technician.id;
    const body = {
      workOrderIds: [first.id, second.id],
      technicianIds: [tech],
      from: '2026-12-02',
      to: '2026-12-04',
    };
    const preview = (await distribute(sup, { ...body, apply: false })).json<Distribution>();
    const applied = await distribute(sup, {
      ...body,
      apply: true,
      versions: { [first.id]: first.version, [second.id]: second.version },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<Distribution>()).toEqual({ ...preview, applied: true });

    const read = async (id: string) => (await send('GET', `/api/work-orders/${id}`, sup)).json<WorkOrder>();
    expect(await read(first.id)).toMatchObject({
      status: 'assigned',
      assignedTo: tech,
      scheduledStart: '2026-12-02T07:00:00.000Z',
      version: first.version + 1,
    });
    expect(await read(second.id)).toMatchObject({
      assignedTo: tech,
      scheduledStart: '2026-12-02T09:00:00.000Z',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'work_order'), inArray(auditLog.entityId, [first.id, second.id])));
    expect(audits.map((a) => [a.entityId, a.action, a.userId]).sort()).toEqual(
      [
        [first.id, 'updated', tenant.supervisor.id],
        [second.id, 'updated', tenant.supervisor.id],
      ].sort(),
    );
    expect(audits.every((a) => a.changes && 'scheduledStart' in a.changes && 'assignedTo' in a.changes)).toBe(
      true,
    );
    const events = await t.db.select().from(outboxEvents);
    const updated = events.filter((e) => e.type === 'work_order' && e.action === 'updated');
    expect(updated.map((e) => e.entityId)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('refuses the whole apply with 409 when an order changed since the preview, and schedules nothing', async () => {
    const { tenant, order, sup } = await plant();
    const untouched = await order({ dueDate: new Date('2026-12-02T16:00:00Z'), estimatedHours: '1' });
    const changed = await order({ dueDate: new Date('2026-12-03T16:00:00Z'), estimatedHours: '1' });
    const edit = await send('PATCH', `/api/work-orders/${changed.id}`, sup, { notes: 'Seal ordered' });
    expect(edit.statusCode).toBe(200);

    const stale = await distribute(sup, {
      workOrderIds: [untouched.id, changed.id],
      technicianIds: [tenant.technician.id],
      from: '2026-12-02',
      to: '2026-12-04',
      apply: true,
      versions: { [untouched.id]: untouched.version, [changed.id]: changed.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'VERSION_CONFLICT',
      message: `Work order ${changed.foNumber} changed since the preview, so nothing was scheduled: preview again and apply`,
      current: { id: changed.id, version: changed.version + 1 },
    });
    const rows = await t.db
      .select({
        scheduledStart: workOrders.scheduledStart,
        assignedTo: workOrders.assignedTo,
        version: workOrders.version,
      })
      .from(workOrders)
      .where(inArray(workOrders.id, [untouched.id, changed.id]));
    expect(rows.every((row) => row.scheduledStart === null && row.assignedTo === null)).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, untouched.id), eq(auditLog.action, 'updated')));
    expect(audits).toEqual([]);
  });

  it('takes only open orders of this plant and technicians of this plant, naming what it refuses', async () => {
    const { tenant, order, sup } = await plant();
    const open = await order({});
    const done = await order({ status: 'completed' });
    const base = {
      technicianIds: [tenant.technician.id],
      from: '2026-12-01',
      to: '2026-12-04',
      apply: false,
    };

    const closed = await distribute(sup, { ...base, workOrderIds: [open.id, done.id] });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(
      `Only open work orders can be distributed, not ${done.foNumber} (Completed): leave it out`,
    );

    const elsewhere = await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
    });
    const foreign = await distribute(sup, { ...base, workOrderIds: [open.id, elsewhere.id] });
    expect(foreign.statusCode).toBe(404);

    const notTechnician = await distribute(sup, {
      ...base,
      workOrderIds: [open.id],
      technicianIds: [tenant.supervisor.id],
    });
    expect(notTechnician.statusCode).toBe(422);
    expect(notTechnician.json().details).toMatchObject([
      { path: 'technicianIds', message: 'Not an active technician of this plant' },
    ]);
  });

  it('is for planners: a technician is refused', async () => {
    const { tenant, order } = await plant();
    const tech = await signIn(t.app, tenant.technician);
    const refused = await distribute(tech, {
      workOrderIds: [(await order({})).id],
      technicianIds: [tenant.technician.id],
      from: '2026-12-01',
      to: '2026-12-04',
      apply: false,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers its refusals with a code and params beside the English message (ADR 65)', async () => {
    const { tenant, order, sup } = await plant();
    const base = {
      technicianIds: [tenant.technician.id],
      from: '2026-12-01',
      to: '2026-12-04',
      apply: false,
    };

    const nothing = await distribute(sup, { ...base, workOrderIds: [], apply: 'yes' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details).toMatchObject([
      { path: 'workOrderIds', code: 'planning.chooseOrder', message: 'Choose at least one work order' },
      {
        path: 'apply',
        code: 'value.booleanField',
        params: { field: 'applyParam' },
        message: 'apply must be true or false',
      },
    ]);

    const done = await order({ status: 'completed' });
    const verified = await order({ status: 'verified' });
    const closed = await distribute(sup, { ...base, workOrderIds: [done.id, verified.id] });
    // The list comes in the database's order; each order is named with its status.
    const orders = String(closed.json().params?.orders);
    expect(orders.split(', ').sort()).toEqual(
      [`${done.foNumber} (Completed)`, `${verified.foNumber} (Verified)`].sort(),
    );
    expect(closed.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'planning.onlyOpenMany',
      params: { orders },
      message: `Only open work orders can be distributed, not ${orders}: leave them out`,
      details: [
        {
          path: 'workOrderIds',
          code: 'planning.notOpen',
          params: { orders },
          message: `Not open: ${orders}`,
        },
      ],
    });
  });
});
