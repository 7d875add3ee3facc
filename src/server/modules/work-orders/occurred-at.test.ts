import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentPerformance } from '../../../shared/schemas/analytics';
import type { TimelineEntry } from '../../../shared/schemas/work-order-activity';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { auditLog, downtime, workOrderStatusHistory } from '../../db/schema';
import { buildDowntime, buildEquipment, buildPart, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 22, defect 2: an action done offline is recorded at the time it happened (its
 * `Occurred-At`), not when it synced, within the limits of the shared rule (src/shared/occurred-at.ts).
 */

const NOW = new Date('2026-11-28T12:38:00Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);
const iso = (d: Date) => d.toISOString();

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let foSequence = 100;

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });
const at = (time: Date | string) => ({ 'occurred-at': typeof time === 'string' ? time : iso(time) });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

/** An order raised by the supervisor (offline when `createdAt` is given), assigned to the technician. */
async function assignedOrder(createdAt?: Date, extra: object = {}): Promise<WorkOrder> {
  foSequence += 1;
  const response = await inject(
    'POST',
    '/api/work-orders',
    { ...sup, ...(createdAt ? at(createdAt) : {}) },
    {
      foNumber: `WO-2026-${foSequence}`,
      description: 'Conveyor belt slipping on the drive drum',
      assignedTo: tenant.technician.id,
      ...extra,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WorkOrder>();
}

const patch = (id: string, body: object, headers: Record<string, string>) =>
  inject('PATCH', `/api/work-orders/${id}`, headers, body);

async function history(id: string): Promise<TimelineEntry[]> {
  const response = await inject('GET', `/api/work-orders/${id}/history`, sup);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TimelineEntry[]>();
}
const entryTitled = async (id: string, title: string) => (await history(id)).find((e) => e.title === title);

describe('Occurred-At on a work order’s status', () => {
  it('records a start made offline at T and synced at T + 40 min at T, and the history says both', async () => {
    const order = await assignedOrder(minutesAgo(90));
    expect(order.createdAt).toBe(iso(minutesAgo(90)));

    const started = await patch(order.id, { status: 'in_progress' }, { ...tech, ...at(minutesAgo(40)) });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<WorkOrder>().startedAt).toBe(iso(minutesAgo(40)));

    const [row] = await t.db
      .select()
      .from(workOrderStatusHistory)
      .where(
        and(
          eq(workOrderStatusHistory.workOrderId, order.id),
          eq(workOrderStatusHistory.toStatus, 'in_progress'),
        ),
      );
    expect(row).toMatchObject({
      changedAt: minutesAgo(40),
      recordedAt: NOW,
      claimedAt: minutesAgo(40),
      claimRefused: null,
    });
    expect(await entryTitled(order.id, 'Assigned → In Progress')).toEqual({
      at: iso(minutesAgo(40)),
      kind: 'status',
      title: 'Assigned → In Progress',
      detail: null,
      userName: `${tenant.technician.firstName} ${tenant.technician.lastName}`,
      workOrderId: null,
      offline: { syncedAt: iso(NOW), refused: null },
    });
    expect(await entryTitled(order.id, 'Work order created')).toMatchObject({
      at: iso(minutesAgo(90)),
      offline: { syncedAt: iso(NOW), refused: null },
    });
  });

  it('says nothing of syncing for an action that arrived within a minute of happening', async () => {
    const order = await assignedOrder(minutesAgo(10));
    await patch(order.id, { status: 'in_progress' }, { ...tech, ...at(new Date(NOW.getTime() - 2_000)) });
    const entry = await entryTitled(order.id, 'Assigned → In Progress');
    expect(entry?.at).toBe(iso(new Date(NOW.getTime() - 2_000)));
    expect(entry).not.toHaveProperty('offline');
  });

  it.each([
    ['in the future', () => new Date(NOW.getTime() + 5 * 60_000), 'in the future'],
    [
      'more than 7 days back',
      () => minutesAgo(7 * 24 * 60 + 1),
      'more than 7 days before it reached the server',
    ],
    ['before the order was created', () => minutesAgo(45), 'before the order was created'],
  ])(
    'records a start whose time is %s at sync time, with the reason in the history',
    async (_case, claimed, reason) => {
      const order = await assignedOrder(minutesAgo(30));
      const started = await patch(order.id, { status: 'in_progress' }, { ...tech, ...at(claimed()) });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json<WorkOrder>().startedAt).toBe(iso(NOW));
      expect(await entryTitled(order.id, 'Assigned → In Progress')).toMatchObject({
        at: iso(NOW),
        offline: { syncedAt: iso(NOW), refused: { deviceTime: iso(claimed()), reason } },
      });
    },
  );

  it('records a completion claimed before the start at sync time', async () => {
    const order = await assignedOrder(minutesAgo(60));
    await patch(order.id, { status: 'in_progress' }, { ...tech, ...at(minutesAgo(20)) });
    const completed = await patch(order.id, { status: 'completed' }, { ...tech, ...at(minutesAgo(25)) });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<WorkOrder>()).toMatchObject({
      startedAt: iso(minutesAgo(20)),
      completedAt: iso(NOW),
    });
    expect(await entryTitled(order.id, 'In Progress → Completed')).toMatchObject({
      offline: { refused: { deviceTime: iso(minutesAgo(25)), reason: 'before the work started' } },
    });
  });

  it('keeps the audit row’s own time as written and the time it happened beside it', async () => {
    const order = await assignedOrder(minutesAgo(30));
    await patch(order.id, { notes: 'Drum lagging worn' }, { ...tech, ...at(minutesAgo(15)) });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'updated')));
    expect(row).toMatchObject({ createdAt: NOW, occurredAt: minutesAgo(15), claimedAt: minutesAgo(15) });
  });
});

describe('the Occurred-At header', () => {
  it.each(['2026-11-28 12:00', 'yesterday', '2026-11-28T12:00:05', '2026-02-30T12:00:05Z'])(
    'answers %j with 400 and the format to use, on every write route',
    async (value) => {
      const order = await assignedOrder();
      const expected = {
        error: 'VALIDATION_FAILED',
        message: 'Occurred-At must be an RFC 3339 time such as 2026-11-28T12:00:05Z',
        details: [{ path: 'Occurred-At', message: 'Use an RFC 3339 time such as 2026-11-28T12:00:05Z' }],
      };
      const start = await patch(order.id, { status: 'in_progress' }, { ...tech, 'occurred-at': value });
      expect(start.statusCode).toBe(400);
      expect(start.json()).toMatchObject(expected);
      const vendor = await inject('POST', '/api/vendors', { ...sup, 'occurred-at': value }, { name: 'Acme' });
      expect(vendor.statusCode).toBe(400);
      expect(vendor.json()).toMatchObject(expected);
      expect(
        (await t.app.inject({ url: `/api/work-orders/${order.id}`, headers: sup })).json(),
      ).toMatchObject({
        status: 'assigned',
      });
    },
  );

  it('is ignored by reads', async () => {
    const response = await inject('GET', '/api/work-orders?limit=1', { ...sup, 'occurred-at': 'yesterday' });
    expect(response.statusCode).toBe(200);
  });

  it('rides an idempotent replay: the same key answers the first time again and changes nothing', async () => {
    const order = await assignedOrder(minutesAgo(60));
    const send = () =>
      patch(
        order.id,
        { status: 'in_progress' },
        { ...tech, ...at(minutesAgo(40)), 'idempotency-key': `start-${order.id}` },
      );
    const first = await send();
    t.clock.advance(5 * 60_000);
    try {
      const replay = await send();
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(replay.json<WorkOrder>().startedAt).toBe(iso(minutesAgo(40)));
    } finally {
      t.clock.set(NOW);
    }
    const starts = await t.db
      .select()
      .from(workOrderStatusHistory)
      .where(
        and(
          eq(workOrderStatusHistory.workOrderId, order.id),
          eq(workOrderStatusHistory.toStatus, 'in_progress'),
        ),
      );
    expect(starts).toHaveLength(1);
  });

  it('is documented on the write routes of the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const names = (operation: { parameters?: { name: string; in: string }[] }) =>
      (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(names(document.paths['/api/work-orders/{id}'].patch)).toEqual(
      expect.arrayContaining(['Occurred-At', 'Idempotency-Key']),
    );
    expect(names(document.paths['/api/work-orders/labor/{id}/stop'].post)).toContain('Occurred-At');
    expect(names(document.paths['/api/work-orders/{id}'].get)).not.toContain('Occurred-At');
  });
});

describe('an order created offline', () => {
  it('is counted on the day it was created, and completed on the day it was completed', async () => {
    const own = await buildTenant(t.db);
    const headers = bearer((await login(t.app, own.supervisor.email, own.supervisor.password)).token);
    const created = new Date('2026-11-23T22:15:00Z');
    const response = await inject(
      'POST',
      '/api/work-orders',
      { ...headers, ...at(created) },
      {
        foNumber: 'WO-2026-001',
        description: 'Raised in the basement without signal',
        assignedTo: own.technician.id,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<WorkOrder>().id;
    await patch(id, { status: 'in_progress' }, { ...headers, ...at(new Date('2026-11-24T06:00:00Z')) });
    await patch(id, { status: 'completed' }, { ...headers, ...at(new Date('2026-11-25T09:00:00Z')) });
    const days = await t.db.execute<{ day: string; created: number; completed: number }>(sql`
      select day::text, sum(created)::int as created, sum(completed)::int as completed
      from derived.work_order_day_counts where warehouse_id = ${own.main.id}
      group by day having sum(created) <> 0 or sum(completed) <> 0 order by day`);
    expect(days.rows).toEqual([
      { day: '2026-11-23', created: 1, completed: 0 },
      { day: '2026-11-25', created: 0, completed: 1 },
    ]);
  });
});

describe('the work recorded on an order offline', () => {
  it('keeps the times of checklist answers, labour and parts used', async () => {
    const order = await assignedOrder(minutesAgo(120));
    const step = await inject('POST', `/api/work-orders/${order.id}/checklist`, sup, {
      description: 'Check belt tension',
    });
    const ticked = await inject(
      'PATCH',
      `/api/work-orders/checklist/${step.json().id}`,
      { ...tech, ...at(minutesAgo(50)) },
      { status: 'done' },
    );
    expect(ticked.json()).toMatchObject({ status: 'done', completedAt: iso(minutesAgo(50)) });

    const timer = await inject(
      'POST',
      `/api/work-orders/${order.id}/labor`,
      { ...tech, ...at(minutesAgo(55)) },
      {},
    );
    expect(timer.json()).toMatchObject({ startedAt: iso(minutesAgo(55)), endedAt: null });
    const stopped = await inject('POST', `/api/work-orders/labor/${timer.json().id}/stop`, {
      ...tech,
      ...at(minutesAgo(10)),
    });
    expect(stopped.json()).toMatchObject({
      startedAt: iso(minutesAgo(55)),
      endedAt: iso(minutesAgo(10)),
      minutes: 45,
    });
    const early = await inject(
      'POST',
      `/api/work-orders/${order.id}/labor`,
      { ...tech, ...at(minutesAgo(30)) },
      {},
    );
    const stoppedEarly = await inject('POST', `/api/work-orders/labor/${early.json().id}/stop`, {
      ...tech,
      ...at(minutesAgo(35)),
    });
    expect(stoppedEarly.json()).toMatchObject({
      startedAt: iso(minutesAgo(30)),
      endedAt: iso(NOW),
      minutes: 30,
    });
    const logged = await inject(
      'POST',
      `/api/work-orders/${order.id}/labor`,
      { ...tech, ...at(minutesAgo(20)) },
      { hours: 1.5 },
    );
    expect(logged.json()).toMatchObject({
      startedAt: iso(minutesAgo(110)),
      endedAt: iso(minutesAgo(20)),
      minutes: 90,
    });

    const part = await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      stockLevel: 5,
    });
    const used = await inject(
      'POST',
      `/api/work-orders/${order.id}/parts-usage`,
      { ...tech, ...at(minutesAgo(45)) },
      { partId: part.id, quantity: 2 },
    );
    expect(used.json()).toMatchObject({ quantity: 2, createdAt: iso(minutesAgo(45)) });
    const movements = await inject('GET', `/api/parts/${part.id}/movements`, sup);
    expect(movements.json()).toMatchObject([
      {
        kind: 'usage',
        quantityDelta: -2,
        stockAfter: 3,
        occurredAt: iso(minutesAgo(45)),
      },
    ]);

    const entries = await history(order.id);
    const offlineAt = (title: string) =>
      entries.filter((e) => e.title === title).map((e) => [e.at, e.offline]);
    expect(offlineAt('Checklist step done')).toEqual([
      [iso(minutesAgo(50)), { syncedAt: iso(NOW), refused: null }],
    ]);
    expect(offlineAt('Part used')).toEqual([[iso(minutesAgo(45)), { syncedAt: iso(NOW), refused: null }]]);
    expect(offlineAt('Labour logged')).toEqual([
      [
        iso(NOW),
        {
          syncedAt: iso(NOW),
          refused: { deviceTime: iso(minutesAgo(35)), reason: 'before the timer started' },
        },
      ],
      [iso(minutesAgo(10)), { syncedAt: iso(NOW), refused: null }],
      [iso(minutesAgo(20)), { syncedAt: iso(NOW), refused: null }],
    ]);
  });

  it('opens and closes the downtime of “equipment down” at the times they happened, and MTTR reads them', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const press = await buildEquipment(t.db, {
      ...scope,
      assetTag: 'PRESS-OFF',
      createdAt: new Date('2026-10-01T00:00:00Z'),
    });
    const order = await assignedOrder(minutesAgo(180), { equipmentId: press.id, equipmentDown: true });
    await patch(order.id, { status: 'in_progress' }, { ...tech, ...at(minutesAgo(170)) });
    const done = await patch(
      order.id,
      { status: 'completed', backInService: true },
      { ...tech, ...at(minutesAgo(60)) },
    );
    expect(done.statusCode, done.body).toBe(200);

    const downtime = await inject('GET', `/api/downtime?equipmentId=${press.id}`, sup);
    expect(downtime.json()).toMatchObject([
      {
        startedAt: iso(minutesAgo(180)),
        endedAt: iso(minutesAgo(60)),
        durationHours: 2,
        workOrderId: order.id,
      },
    ]);
    const performance = await inject('GET', '/api/analytics/equipment-performance?days=30', sup);
    const figures = performance.json<EquipmentPerformance[]>().find((e) => e.assetNumber === 'PRESS-OFF');
    expect(figures).toMatchObject({ failures: 1, mttr: 2, downtimeHours: 2, isDown: false });
  });

  it('holds the downtime to its own floors: not before the previous stop ended, not ended before it began', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const downtimeClaims = async (equipmentId: string) =>
      t.db
        .select({ action: auditLog.action, claimRefused: auditLog.claimRefused })
        .from(auditLog)
        .innerJoin(downtime, eq(downtime.id, auditLog.entityId))
        .where(and(eq(auditLog.entityType, 'downtime'), eq(downtime.equipmentId, equipmentId)));

    const lathe = await buildEquipment(t.db, { ...scope, assetTag: 'LATHE-OFF' });
    await buildDowntime(t.db, {
      ...scope,
      equipmentId: lathe.id,
      startedAt: minutesAgo(150),
      endedAt: minutesAgo(100),
    });
    const raised = await assignedOrder(minutesAgo(180), { equipmentId: lathe.id, equipmentDown: true });
    expect(raised.createdAt).toBe(iso(minutesAgo(180)));
    const opened = await inject('GET', `/api/downtime?equipmentId=${lathe.id}&open=true`, sup);
    expect(opened.json()).toMatchObject([{ startedAt: iso(NOW), workOrderId: raised.id }]);
    expect(await downtimeClaims(lathe.id)).toEqual([
      { action: 'created', claimRefused: 'before its previous downtime ended' },
    ]);

    const mill = await buildEquipment(t.db, { ...scope, assetTag: 'MILL-OFF', status: 'maintenance' });
    await buildDowntime(t.db, { ...scope, equipmentId: mill.id, startedAt: minutesAgo(50) });
    const order = await assignedOrder(minutesAgo(180), { equipmentId: mill.id, equipmentDown: true });
    await patch(order.id, { status: 'in_progress' }, { ...tech, ...at(minutesAgo(170)) });
    const done = await patch(
      order.id,
      { status: 'completed', backInService: true },
      { ...tech, ...at(minutesAgo(60)) },
    );
    expect(done.json<WorkOrder>().completedAt).toBe(iso(minutesAgo(60)));
    const closed = await inject('GET', `/api/downtime?equipmentId=${mill.id}`, sup);
    expect(closed.json()).toMatchObject([
      { startedAt: iso(minutesAgo(50)), endedAt: iso(NOW), workOrderId: order.id },
    ]);
    expect(await downtimeClaims(mill.id)).toEqual(
      expect.arrayContaining([{ action: 'closed', claimRefused: 'before the downtime began' }]),
    );
  });
});
