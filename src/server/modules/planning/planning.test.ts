import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween } from '../../../shared/planning/capacity';
import type { Planning, PlanningCard } from '../../../shared/schemas/planning';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { timeOff, users, warehouses, type workOrders } from '../../db/schema';
import {
  buildDowntime,
  buildEquipment,
  buildLocation,
  buildTemplate,
  buildTenant,
  buildUser,
  buildWorkOrder,
} from '../../test/factories';
import { sender, signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMeter, addReading } from '../pm/usage.test-helper';

/** Issue 26 §3: the planning board's week and its backlog. Monday 30 November 2026, 07:00 in Berlin. */
const NOW = new Date('2026-11-30T06:00:00Z');
const WEEK = daysBetween('2026-11-30', '2026-12-06');

let t: TestApp;
const send = sender(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

type Tenant = Awaited<ReturnType<typeof buildTenant>>;

async function plantIn(timezone: string) {
  const tenant = await buildTenant(t.db);
  await t.db.update(warehouses).set({ timezone }).where(eq(warehouses.id, tenant.main.id));
  return {
    tenant,
    scope: { organizationId: tenant.org.id, warehouseId: tenant.main.id },
    sup: await signIn(t.app, tenant.supervisor),
    tech: await signIn(t.app, tenant.technician),
  };
}

describe('the week (GET /api/planning)', () => {
  let tenant: Tenant;
  let sup: Record<string, string>;
  let board: Planning;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const plant = await plantIn('Europe/Berlin');
    ({ tenant, sup } = plant);
    const { scope } = plant;
    const tech = tenant.technician.id;
    const ana = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
      firstName: 'Ana',
      lastName: 'Lopez',
    });
    ids.ana = ana.id;
    await t.db
      .update(users)
      .set({ workingHours: { mon: 10, tue: 10, wed: 10, thu: 10, fri: 0, sat: 4, sun: 0 } })
      .where(eq(users.id, ana.id));
    await t.db.insert(timeOff).values([
      { userId: tech, fromDay: '2026-11-26', toDay: '2026-12-01', reason: 'Training' },
      { userId: tech, fromDay: '2026-12-03', toDay: '2026-12-03', hours: '3', reason: 'Dentist' },
      { userId: tech, fromDay: '2026-12-08', toDay: '2026-12-09', reason: 'After the window' },
    ]);

    const pump = await buildEquipment(t.db, { ...scope, name: 'Cooling pump 3', status: 'maintenance' });
    await buildDowntime(t.db, {
      ...scope,
      equipmentId: pump.id,
      startedAt: new Date('2026-11-29T12:00:00Z'),
    });
    const order = async (name: string, values: Partial<typeof workOrders.$inferInsert>) => {
      const row = await buildWorkOrder(t.db, { ...scope, status: 'assigned', assignedTo: tech, ...values });
      ids[name] = row.id;
      return row;
    };
    // Monday 08:00 in Berlin, on a machine that is down: 3 h as estimated.
    await order('monday', {
      scheduledStart: new Date('2026-11-30T07:00:00Z'),
      estimatedHours: '3',
      equipmentId: pump.id,
    });
    // 23:30 UTC on Wednesday is half past midnight on Thursday in Berlin: Thursday's load.
    await order('afterMidnight', {
      scheduledStart: new Date('2026-12-02T23:30:00Z'),
      scheduledHours: '2',
      estimatedHours: '5',
      dueDate: new Date('2026-11-29T16:00:00Z'),
      assetModel: 'Grundfos CR 32-2',
    });
    // Done already: still on the week, an hour without an estimate.
    await order('done', { scheduledStart: new Date('2026-12-04T07:00:00Z'), status: 'completed' });
    await order('anaSaturday', { assignedTo: ana.id, scheduledStart: new Date('2026-12-05T08:00:00Z') });
    // Sunday 23:30 in Berlin, before the window; next Monday, after it; deleted; another plant's.
    await order('beforeWindow', { scheduledStart: new Date('2026-11-29T22:30:00Z') });
    await order('afterWindow', { scheduledStart: new Date('2026-12-06T23:00:00Z') });
    await order('deleted', { scheduledStart: new Date('2026-12-01T08:00:00Z'), deletedAt: NOW });
    await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
      scheduledStart: new Date('2026-12-01T08:00:00Z'),
    });
    await order('unscheduled', {});

    // A PM whose first order falls due on Wednesday, and one already raised (no ghost for it).
    const press = await buildEquipment(t.db, {
      ...scope,
      name: 'Press 2',
      model: 'Schuler P-200',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const template = await buildTemplate(t.db, {
      ...scope,
      model: 'Schuler P-200',
      component: 'Clutch',
      action: 'Inspect',
      frequency: 'quarterly',
      firstDueOn: '2026-12-02',
      estimatedDuration: 90,
    });
    ids.template = template.id;
    ids.press = press.id;
    const raised = await buildTemplate(t.db, {
      ...scope,
      model: 'Schuler P-200',
      component: 'Ram',
      action: 'Lubricate',
      frequency: 'quarterly',
      firstDueOn: '2026-12-03',
    });
    ids.raised = raised.id;
    await buildWorkOrder(t.db, {
      ...scope,
      type: 'preventive',
      pmTemplateId: raised.id,
      equipmentId: press.id,
      dueDate: new Date('2026-12-03T22:59:59Z'),
    });

    // A compressor due every 1,800 running hours from 1,000 h, at 24 h a day: 80 h to go on Monday.
    const compressor = await buildEquipment(t.db, {
      ...scope,
      name: 'Compressor 1',
      model: 'Atlas GA 30',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    ids.compressor = compressor.id;
    const day = 86_400_000;
    ids.oilChange = (
      await buildTemplate(t.db, {
        ...scope,
        model: 'Atlas GA 30',
        component: 'Oil',
        action: 'Change',
        triggerKind: 'usage',
        meterName: 'Running hours',
        usageInterval: 1_800,
        createdAt: new Date(NOW.getTime() - 30 * day),
      })
    ).id;
    const hours = await addMeter(t.db, scope, {
      equipmentId: compressor.id,
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    for (let d = 30; d >= 0; d -= 1) {
      await addReading(t.db, hours, 1_000 + 24 * (30 - d), new Date(NOW.getTime() - d * day));
    }

    const response = await send('GET', '/api/planning?from=2026-11-30&to=2026-12-06', sup);
    expect(response.statusCode, response.body).toBe(200);
    board = response.json<Planning>();
  });

  it('gives each technician of the plant their capacity: working hours less whole and partial days off', () => {
    expect(board).toMatchObject({ from: '2026-11-30', to: '2026-12-06', timezone: 'Europe/Berlin' });
    expect(board.technicians.map((p) => p.id).sort()).toEqual([tenant.technician.id, ids.ana].sort());
    const tech = board.technicians.find((p) => p.id === tenant.technician.id)!;
    expect(tech.days.map((d) => d.date)).toEqual(WEEK);
    expect(tech.days.map((d) => d.capacity)).toEqual([0, 0, 8, 5, 8, 0, 0]);
    expect(tech.days.map((d) => d.timeOffReason)).toEqual([
      'Training',
      'Training',
      null,
      'Dentist',
      null,
      null,
      null,
    ]);
    const ana = board.technicians.find((p) => p.id === ids.ana)!;
    expect(ana).toMatchObject({
      name: 'Ana Lopez',
      workingHours: { mon: 10, fri: 0, sat: 4 },
    });
    expect(ana.days.map((d) => d.capacity)).toEqual([10, 10, 10, 10, 0, 4, 0]);
  });

  it('counts the load of each plant day in the plant’s zone, done orders included', () => {
    const tech = board.technicians.find((p) => p.id === tenant.technician.id)!;
    expect(tech.days.map((d) => d.load)).toEqual([3, 0, 0, 2, 1, 0, 0]);
    const ana = board.technicians.find((p) => p.id === ids.ana)!;
    expect(ana.days.map((d) => d.load)).toEqual([0, 0, 0, 0, 0, 1, 0]);
  });

  it('lists the live orders of this plant scheduled in the window, and only those, as cards', () => {
    expect(board.orders.map((o) => o.id)).toEqual([ids.monday, ids.afterMidnight, ids.done, ids.anaSaturday]);
    const card = (id: string | undefined) => board.orders.find((o) => o.id === id);
    expect(card(ids.monday)).toMatchObject({
      hours: 3,
      asset: 'Cooling pump 3',
      equipmentDown: true,
      overdue: false,
      status: 'assigned',
      scheduledStart: '2026-11-30T07:00:00.000Z',
    });
    expect(card(ids.afterMidnight)).toMatchObject({
      hours: 2,
      asset: 'Grundfos CR 32-2',
      equipmentDown: false,
      overdue: true,
      lateAsPlanned: true,
    });
    expect(card(ids.done)).toMatchObject({ status: 'completed', hours: 1, overdue: false });
  });

  it('draws the PM still to come as ghosts, by the calendar or the meter, not the one already raised', () => {
    expect(board.ghosts.filter((g) => g.equipmentId === ids.compressor)).toEqual([
      {
        kind: 'forecast',
        pmTemplateId: ids.oilChange,
        title: 'Oil – Change',
        date: '2026-12-03',
        hours: 1,
        equipmentId: ids.compressor,
        asset: 'Compressor 1',
        assignedTo: null,
      },
    ]);
    const ours = board.ghosts.filter((g) => g.equipmentId === ids.press);
    expect(ours).toEqual([
      {
        kind: 'pm',
        pmTemplateId: ids.template,
        title: 'Clutch – Inspect',
        date: '2026-12-02',
        hours: 1.5,
        equipmentId: ids.press,
        asset: 'Press 2',
        assignedTo: null,
      },
    ]);
  });

  it('is for planners: a technician is refused', async () => {
    const tech = await signIn(t.app, tenant.technician);
    const refused = await send('GET', '/api/planning?from=2026-11-30&to=2026-12-06', tech);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a window longer than six weeks or backwards', async () => {
    const long = await send('GET', '/api/planning?from=2026-11-30&to=2027-02-01', sup);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The board shows at most 42 days at once');
    const backwards = await send('GET', '/api/planning?from=2026-12-06&to=2026-11-30', sup);
    expect(backwards.json().message).toBe('to must be on or after from');
  });
});

describe('the backlog (GET /api/planning/backlog)', () => {
  let sup: Record<string, string>;
  let tech: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const plant = await plantIn('UTC');
    ({ sup, tech } = plant);
    const { scope } = plant;
    const order = async (name: string, values: Partial<typeof workOrders.$inferInsert>) => {
      ids[name] = (await buildWorkOrder(t.db, { ...scope, status: 'new', ...values })).id;
    };
    const area = await buildLocation(t.db, scope);
    const line = await buildLocation(t.db, { ...scope, parentId: area.id });
    const onLine = await buildEquipment(t.db, { ...scope, locationId: line.id });
    ids.area = area.id;
    ids.line = line.id;
    ids.elsewhere = (await buildLocation(t.db, scope)).id;
    await order('dueLow', { dueDate: new Date('2026-12-01T10:00:00Z'), priority: 'low' });
    await order('dueCritical', {
      dueDate: new Date('2026-12-01T10:00:00Z'),
      priority: 'critical',
      type: 'preventive',
    });
    await order('noDue', { priority: 'high', equipmentId: onLine.id });
    await order('overdue', { dueDate: new Date('2026-11-28T10:00:00Z'), priority: 'medium' });
    // Not the backlog: done, scheduled, deleted.
    await order('done', { status: 'completed' });
    await order('scheduled', { scheduledStart: new Date('2026-12-02T08:00:00Z') });
    await order('deleted', { deletedAt: NOW });
  });

  const backlog = (query = '') => send('GET', `/api/planning/backlog${query}`, sup);
  const idsOf = (response: { json<T>(): T }) => response.json<PlanningCard[]>().map((c) => c.id);

  it('holds the open unscheduled orders, due first (none last), then the most urgent', async () => {
    const response = await backlog();
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response)).toEqual([ids.overdue, ids.dueCritical, ids.dueLow, ids.noDue]);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json<PlanningCard[]>()[0]).toMatchObject({ overdue: true, scheduledStart: null });
  });

  it('pages by cursor, every page carrying the total', async () => {
    const first = await backlog('?limit=3');
    expect(idsOf(first)).toEqual([ids.overdue, ids.dueCritical, ids.dueLow]);
    expect(first.headers['x-total-count']).toBe('4');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await backlog(`?limit=3&cursor=${encodeURIComponent(cursor)}`);
    expect(idsOf(second)).toEqual([ids.noDue]);
    expect(second.headers['x-total-count']).toBe('4');
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('filters by priority, type, due date and location subtree', async () => {
    expect(idsOf(await backlog('?priority=critical,low'))).toEqual([ids.dueCritical, ids.dueLow]);
    expect(idsOf(await backlog('?type=preventive'))).toEqual([ids.dueCritical]);
    expect(idsOf(await backlog('?dueBefore=2026-12-01'))).toEqual([ids.overdue]);
    const filtered = await backlog('?priority=high');
    expect(filtered.headers['x-total-count']).toBe('1');
  });

  it('filters by a location and everything under it', async () => {
    expect(idsOf(await backlog(`?locationId=${ids.area}`))).toEqual([ids.noDue]);
    expect(idsOf(await backlog(`?locationId=${ids.line}`))).toEqual([ids.noDue]);
    expect(idsOf(await backlog(`?locationId=${ids.elsewhere}`))).toEqual([]);
  });

  it('is for planners: a technician is refused', async () => {
    expect((await send('GET', '/api/planning/backlog', tech)).statusCode).toBe(403);
  });
});

describe('a schedule move against a stale version (issue 26 §6)', () => {
  it('answers 409 with the current order and moves nothing', async () => {
    const { scope, sup } = await plantIn('UTC');
    const order = await buildWorkOrder(t.db, { ...scope, status: 'new' });
    const moved = await send(
      'PATCH',
      `/api/work-orders/${order.id}`,
      { ...sup, 'if-match': `"${order.version}"` },
      { scheduledStart: '2026-12-02T08:00:00Z' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await send(
      'PATCH',
      `/api/work-orders/${order.id}`,
      { ...sup, 'if-match': `"${order.version}"` },
      { scheduledStart: '2026-12-03T08:00:00Z' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'VERSION_CONFLICT',
      current: { id: order.id, scheduledStart: '2026-12-02T08:00:00.000Z', version: order.version + 1 },
    });
    const now = await send('GET', `/api/work-orders/${order.id}`, sup);
    expect(now.json<WorkOrder>().scheduledStart).toBe('2026-12-02T08:00:00.000Z');
  });
});
