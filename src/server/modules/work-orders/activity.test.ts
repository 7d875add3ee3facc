import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, parts, stockMovements, workOrders } from '../../db/schema';
import { buildPart, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let otherTech: Record<string, string>;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

/** An order assigned to the technician and started, ready for work to be recorded. */
async function startedOrder(foNumber: string) {
  const order = (
    await inject('POST', '/api/work-orders', sup, {
      foNumber,
      description: 'Replace bearing on conveyor drive',
      assignedTo: tenant.technician.id,
    })
  ).json();
  await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'in_progress' });
  return order as { id: string; foNumber: string };
}

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-05-04T10:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  const second = await import('../../test/factories').then((f) =>
    f.buildUser(t.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id], role: 'technician' }),
  );
  otherTech = bearer((await login(t.app, second.email, second.password)).token);
});
afterAll(() => t.close());

describe('checklist', () => {
  it('adds steps, ticks them, and stamps who and when', async () => {
    const order = await startedOrder('WO-2026-010');
    const first = await inject('POST', `/api/work-orders/${order.id}/checklist`, tech, {
      description: 'Isolate and lock out the drive',
    });
    expect(first.statusCode).toBe(201);
    await inject('POST', `/api/work-orders/${order.id}/checklist`, sup, {
      description: 'Check belt tension',
    });
    const done = await inject(
      'PATCH',
      `/api/work-orders/checklist/${first.json().id}`,
      { ...tech, 'if-match': '1' },
      { status: 'done', note: 'Locked out, tag 14' },
    );
    expect(done.json()).toMatchObject({
      status: 'done',
      note: 'Locked out, tag 14',
      completedBy: tenant.technician.id,
      completedAt: t.clock.now().toISOString(),
      version: 2,
    });
    const list = (await inject('GET', `/api/work-orders/${order.id}/checklist`, tech)).json();
    expect(
      list.map((i: { position: number; description: string }) => `${i.position}:${i.description}`),
    ).toEqual(['0:Isolate and lock out the drive', '1:Check belt tension']);
    const stale = await inject(
      'PATCH',
      `/api/work-orders/checklist/${first.json().id}`,
      { ...tech, 'if-match': '1' },
      { status: 'pending' },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('raises a corrective follow-up from a failed step in one request', async () => {
    const order = await startedOrder('WO-2026-011');
    const step = (
      await inject('POST', `/api/work-orders/${order.id}/checklist`, tech, {
        description: 'Bearing temperature below 70 °C',
      })
    ).json();
    const failed = await inject('PATCH', `/api/work-orders/checklist/${step.id}`, tech, {
      status: 'failed',
      createFollowUp: true,
      followUpPriority: 'high',
    });
    expect(failed.statusCode).toBe(200);
    const followUpId = failed.json().followUpWorkOrderId;
    const followUp = (await inject('GET', `/api/work-orders/${followUpId}`, tech)).json();
    expect(followUp).toMatchObject({
      type: 'corrective',
      status: 'new',
      priority: 'high',
      followUp: true,
      parentWorkOrderId: order.id,
      description: 'Follow-up from WO-2026-011: failed check "Bearing temperature below 70 °C"',
      // The first free number: the ones typed above (010, 011) leave 001 free (ADR 24).
      foNumber: 'WO-2026-001',
    });
    const timeline = (await inject('GET', `/api/work-orders/${order.id}/history`, tech)).json();
    expect(
      timeline.find((e: { title: string }) => e.title === 'Follow-up WO-2026-001 raised')?.workOrderId,
    ).toBe(followUpId);
    const refused = await inject('PATCH', `/api/work-orders/checklist/${step.id}`, tech, {
      status: 'done',
      createFollowUp: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A follow-up work order is raised from a failed step: set status to failed',
    );
  });

  it('keeps other technicians out of an order that is not theirs', async () => {
    const order = await startedOrder('WO-2026-014');
    const response = await inject('POST', `/api/work-orders/${order.id}/checklist`, otherTech, {
      description: 'Sneaky step',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can record work only on work orders assigned to you');
    expect((await inject('GET', `/api/work-orders/${order.id}/checklist`, otherTech)).statusCode).toBe(200);
  });
});

describe('parts usage', () => {
  it('takes stock out in the same transaction and writes the ledger', async () => {
    const order = await startedOrder('WO-2026-020');
    const part = await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      partNumber: 'BRG-6204',
      stockLevel: 10,
      reorderPoint: 2,
      unitCost: '8.40',
    });
    const used = await inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, {
      partId: part.id,
      quantity: 3,
    });
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({
      partNumber: 'BRG-6204',
      quantity: 3,
      unitCost: '8.40',
      usedBy: tenant.technician.id,
    });
    const [after] = await t.db.select().from(parts).where(eq(parts.id, part.id));
    expect(after?.stockLevel).toBe(7);
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.partId, part.id));
    expect(ledger.map((m) => [m.kind, m.quantityDelta, m.stockAfter, m.workOrderId])).toEqual([
      ['usage', -3, 7, order.id],
    ]);

    const tooMany = await inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, {
      partId: part.id,
      quantity: 8,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 7 left in stock of Ball bearing 6204 (BRG-6204)');

    expect(
      (await inject('DELETE', `/api/work-orders/parts-usage/${used.json().id}`, otherTech)).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/work-orders/parts-usage/${used.json().id}`, tech)).statusCode).toBe(
      204,
    );
    const [restored] = await t.db.select().from(parts).where(eq(parts.id, part.id));
    expect(restored?.stockLevel).toBe(10);
  });

  it('never goes below zero when 20 requests race for the last 5 units', async () => {
    const order = await startedOrder('WO-2026-021');
    const part = await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      stockLevel: 5,
      reorderPoint: 0,
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, { partId: part.id, quantity: 1 }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const [after] = await t.db.select().from(parts).where(eq(parts.id, part.id));
    expect(after?.stockLevel).toBe(0);
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.partId, part.id));
    expect(ledger).toHaveLength(5);
    expect(ledger.map((m) => m.stockAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('notifies supervisors and managers once when the reorder point is crossed', async () => {
    const order = await startedOrder('WO-2026-022');
    const part = await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      name: 'Air filter element',
      stockLevel: 6,
      reorderPoint: 3,
    });
    const lowStock = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'part_low_stock'), eq(notifications.warehouseId, tenant.main.id)));
    const before = (await lowStock()).length;
    await inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, { partId: part.id, quantity: 2 });
    expect((await lowStock()).length).toBe(before);
    await inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, { partId: part.id, quantity: 2 });
    const crossed = (await lowStock()).filter(
      (n) => (n.data as { partId?: string } | null)?.partId === part.id,
    );
    expect(crossed.map((n) => n.userId).sort()).toEqual([tenant.supervisor.id, tenant.manager.id].sort());
    expect(crossed[0]?.title).toBe('Air filter element is low on stock');
    await inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, { partId: part.id, quantity: 1 });
    const again = (await lowStock()).filter(
      (n) => (n.data as { partId?: string } | null)?.partId === part.id,
    );
    expect(again).toHaveLength(2);
  });
});

describe('labour', () => {
  it('records hours, and runs one timer per person and order', async () => {
    const order = await startedOrder('WO-2026-030');
    const hours = await inject('POST', `/api/work-orders/${order.id}/labor`, tech, {
      hours: 1.5,
      note: 'Alignment',
    });
    expect(hours.json()).toMatchObject({
      minutes: 90,
      endedAt: t.clock.now().toISOString(),
      note: 'Alignment',
    });
    const timer = await inject('POST', `/api/work-orders/${order.id}/labor`, tech, {});
    expect(timer.json()).toMatchObject({ minutes: null, endedAt: null });
    const second = await inject('POST', `/api/work-orders/${order.id}/labor`, tech, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Your timer is already running on this work order');
    t.clock.advance(12 * 60_000 + 5_000);
    const stopped = await inject('POST', `/api/work-orders/labor/${timer.json().id}/stop`, tech);
    expect(stopped.json().minutes).toBe(13);
    expect((await inject('POST', `/api/work-orders/labor/${timer.json().id}/stop`, tech)).statusCode).toBe(
      409,
    );
    const bad = await inject('POST', `/api/work-orders/${order.id}/labor`, tech, { hours: 1.1 });
    expect(bad.json().message).toBe('Hours go in steps of 0.25');
    const list = (await inject('GET', `/api/work-orders/${order.id}/labor`, sup)).json();
    expect(list.map((l: { minutes: number }) => l.minutes)).toEqual([90, 13]);
  });
});

describe('refusals (ADR 65)', () => {
  it('answer with a code and params beside the English message', async () => {
    const order = await startedOrder('WO-2026-050');
    const nothing = await inject('POST', `/api/work-orders/${order.id}/labor`, tech, { hours: 0 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      code: 'workOrder.labourHoursPositive',
      message: 'Hours must be more than 0',
      details: [{ path: 'hours', code: 'workOrder.labourHoursPositive' }],
    });
    const tooLong = await inject('POST', `/api/work-orders/${order.id}/checklist`, tech, {
      description: 'x'.repeat(501),
    });
    expect(tooLong.json()).toMatchObject({
      code: 'text.tooLong',
      params: { field: 'aStep', max: 500 },
      message: 'A step must be at most 500 characters',
    });

    const fields = await inject('PATCH', `/api/work-orders/${order.id}`, tech, {
      priority: 'high',
      area: 'B',
    });
    expect(fields.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'workOrder.technicianFields',
      params: { fields: 'priority, area' },
      message: 'Technicians can change only the status and notes of their work orders, not: priority, area',
    });
  });
});

describe('signed-off orders', () => {
  it('take no more recorded work', async () => {
    const order = await startedOrder('WO-2026-040');
    await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'completed' });
    await inject('PATCH', `/api/work-orders/${order.id}`, sup, { status: 'verified' });
    const response = await inject('POST', `/api/work-orders/${order.id}/labor`, sup, { hours: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Work order WO-2026-040 is verified: no more work can be recorded on it',
    );
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.status).toBe('verified');
  });

  it('show the recorded work on the timeline', async () => {
    const order = await startedOrder('WO-2026-041');
    const part = await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      partNumber: 'SEAL-1',
      name: 'Shaft seal',
    });
    await inject('POST', `/api/work-orders/${order.id}/parts-usage`, tech, { partId: part.id, quantity: 2 });
    await inject('POST', `/api/work-orders/${order.id}/labor`, tech, { hours: 0.5 });
    const titles = (await inject('GET', `/api/work-orders/${order.id}/history`, tech))
      .json()
      .map((e: { title: string; detail: string | null }) => `${e.title}${e.detail ? ` (${e.detail})` : ''}`);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Part used (2 × SEAL-1 Shaft seal)',
        'Labour logged (0.5 h)',
        'Assigned → In Progress',
        'Opened as New',
      ]),
    );
  });
});
