import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, workOrderStatusHistory } from '../../db/schema';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let manager: Record<string, string>;
let northTech: Record<string, string>;
let pumpId: string;
const NOW = new Date('2026-05-04T10:00:00Z');

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });
const fos = (body: { foNumber: string }[]) => body.map((w) => w.foNumber);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  pumpId = (
    await buildEquipment(t.db, {
      ...scope,
      assetTag: 'PMP-010',
      model: 'Grundfos CR 32-2',
      area: 'Boiler Room',
    })
  ).id;
  const day = 86_400_000;
  const at = (days: number) => new Date(NOW.getTime() + days * day);
  await buildWorkOrder(t.db, {
    ...scope,
    foNumber: 'WO-2026-001',
    status: 'new',
    priority: 'low',
    type: 'corrective',
    createdAt: at(-10),
    description: 'Replace worn conveyor belt',
  });
  await buildWorkOrder(t.db, {
    ...scope,
    foNumber: 'WO-2026-002',
    status: 'assigned',
    assignedTo: tenant.technician.id,
    priority: 'high',
    type: 'preventive',
    dueDate: at(-1),
    createdAt: at(-9),
    equipmentId: pumpId,
    assetModel: 'Grundfos CR 32-2',
    description: 'Quarterly pump inspection',
  });
  await buildWorkOrder(t.db, {
    ...scope,
    foNumber: 'WO-2026-003',
    status: 'in_progress',
    assignedTo: tenant.technician.id,
    priority: 'critical',
    type: 'emergency',
    dueDate: at(2),
    createdAt: at(-8),
    description: 'Boiler pressure relief valve leaking',
  });
  await buildWorkOrder(t.db, {
    ...scope,
    foNumber: 'WO-2026-004',
    status: 'completed',
    priority: 'medium',
    type: 'preventive',
    dueDate: at(-3),
    createdAt: at(-7),
    description: 'Lubricate compressor bearings',
  });
  await buildWorkOrder(t.db, {
    ...scope,
    foNumber: 'WO-2026-007',
    status: 'closed',
    priority: 'medium',
    createdAt: at(-6),
    description: 'Fix loading dock door sensor',
  });
  await buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.north.id,
    foNumber: 'WO-2026-005',
    createdAt: at(-5),
    description: 'North plant order, never visible in Main',
  });
});
afterAll(() => t.close());

describe('GET /api/work-orders', () => {
  it('lists the warehouse’s orders newest first with names and a total', async () => {
    const response = await inject('GET', '/api/work-orders', tech);
    expect(response.statusCode).toBe(200);
    expect(fos(response.json())).toEqual([
      'WO-2026-007',
      'WO-2026-004',
      'WO-2026-003',
      'WO-2026-002',
      'WO-2026-001',
    ]);
    expect(response.headers['x-total-count']).toBe('5');
    const assigned = response.json().find((w: { foNumber: string }) => w.foNumber === 'WO-2026-002');
    expect(assigned).toMatchObject({
      assigneeName: `${tenant.technician.firstName} ${tenant.technician.lastName}`,
      equipmentAssetTag: 'PMP-010',
      estimatedHours: null,
    });
  });

  it('filters as the spec and the issue name them', async () => {
    const list = async (query: string) => {
      const response = await inject('GET', `/api/work-orders?${query}`, tech);
      expect(response.statusCode, query).toBe(200);
      return { fos: fos(response.json()), total: response.headers['x-total-count'] };
    };
    expect(await list('status=new,assigned')).toEqual({ fos: ['WO-2026-002', 'WO-2026-001'], total: '2' });
    expect((await list('priority=critical,high')).fos).toEqual(['WO-2026-003', 'WO-2026-002']);
    expect((await list(`assignedTo=${tenant.technician.id}`)).fos).toEqual(['WO-2026-003', 'WO-2026-002']);
    expect((await list(`equipmentId=${pumpId}`)).fos).toEqual(['WO-2026-002']);
    expect((await list('type=preventive')).fos).toEqual(['WO-2026-004', 'WO-2026-002']);
    expect((await list('q=grundfos')).fos).toEqual(['WO-2026-002']);
    expect((await list('q=WO-2026-00')).total).toBe('5');
    expect((await list('q=relief%20valve')).fos).toEqual(['WO-2026-003']);
    // Overdue: due in the past and still open (the completed one is not overdue).
    expect((await list('overdue=true')).fos).toEqual(['WO-2026-002']);
    expect((await list('overdue=false')).total).toBe('4');
  });

  it('sorts by due date (undated last), priority and age, and pages every sort with a cursor', async () => {
    const byDue = fos((await inject('GET', '/api/work-orders?sort=dueDate', tech)).json());
    expect(byDue.slice(0, 3)).toEqual(['WO-2026-004', 'WO-2026-002', 'WO-2026-003']);
    // Undated orders come last (their mutual order is by id).
    expect(byDue.slice(3).sort()).toEqual(['WO-2026-001', 'WO-2026-007']);
    expect(fos((await inject('GET', '/api/work-orders?sort=-priority', tech)).json()).slice(0, 2)).toEqual([
      'WO-2026-003',
      'WO-2026-002',
    ]);
    for (const sort of ['-createdAt', 'createdAt', 'dueDate', '-priority', '-updatedAt']) {
      const all = fos((await inject('GET', `/api/work-orders?sort=${sort}`, tech)).json());
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await inject(
          'GET',
          `/api/work-orders?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          tech,
        );
        paged.push(...fos(response.json()));
        cursor = response.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(paged, sort).toEqual(all);
    }
  });

  it('refuses unknown filter values with a clear 400', async () => {
    const response = await inject('GET', '/api/work-orders?status=open', tech);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Unknown status "open". Use one of: new, assigned, in_progress, completed, verified, closed',
    );
  });
});

describe('creating work orders', () => {
  const form = {
    foNumber: 'WO-2026-100',
    description: 'Pump vibrating above alarm level',
    type: 'corrective',
    priority: 'high',
    dueDate: '2026-05-06T14:30:00.000Z',
    estimatedHours: 2.5,
    notes: 'Check coupling alignment',
  };

  it('suggests the first free FO number of the year: 005 below Main’s 007, 001 before North’s 005', async () => {
    expect((await inject('GET', '/api/work-orders/next-fo-number', tech)).json()).toEqual({
      foNumber: 'WO-2026-005',
    });
    expect((await inject('GET', '/api/work-orders/next-fo-number', northTech)).json()).toEqual({
      foNumber: 'WO-2026-001',
    });
  });

  it('creates as new with the session’s requester and warehouse, whatever the body claims', async () => {
    const response = await inject('POST', '/api/work-orders', tech, {
      ...form,
      equipmentId: pumpId,
      requestedBy: tenant.manager.id,
      warehouseId: tenant.north.id,
      status: 'closed',
      escalated: true,
      escalationLevel: 3,
      followUp: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      foNumber: 'WO-2026-100',
      status: 'new',
      escalated: false,
      escalationLevel: 0,
      followUp: false,
      requestedBy: tenant.technician.id,
      warehouseId: tenant.main.id,
      assetModel: 'Grundfos CR 32-2',
      area: 'Boiler Room',
      estimatedHours: 2.5,
      dueDate: '2026-05-06T14:30:00.000Z',
      version: 1,
    });
    expect(
      t.events.some((e) => e.type === 'work_order' && e.action === 'created' && e.id === response.json().id),
    ).toBe(true);
  });

  it('answers a taken FO number with 409', async () => {
    const response = await inject('POST', '/api/work-orders', sup, { ...form, foNumber: 'WO-2026-001' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('FO number WO-2026-001 is already used in this warehouse');
    // The same number is free in another warehouse.
    expect(
      (await inject('POST', '/api/work-orders', northTech, { ...form, foNumber: 'WO-2026-001' })).statusCode,
    ).toBe(201);
  });

  it('validates with the form’s messages', async () => {
    const response = await inject('POST', '/api/work-orders', tech, {
      foNumber: '',
      description: 'short',
      estimatedHours: 1.3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject([
      { path: 'foNumber', code: 'workOrder.foNumberRequired', message: 'FO Number is required' },
      {
        path: 'description',
        code: 'workOrder.descriptionMin',
        message: 'Description must be at least 10 characters',
      },
      {
        path: 'estimatedHours',
        code: 'number.quarterHours',
        params: { field: 'estimatedHours' },
        message: 'Estimated hours go in steps of 0.25',
      },
    ]);
  });

  it('answers a too-short description with its code, params and the English message (ADR 65)', async () => {
    const response = await inject('POST', '/api/work-orders', tech, { ...form, description: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'workOrder.descriptionMin',
      message: 'Description must be at least 10 characters',
      details: [
        {
          path: 'description',
          code: 'workOrder.descriptionMin',
          message: 'Description must be at least 10 characters',
        },
      ],
    });
    const tooLong = await inject('POST', '/api/work-orders', tech, { ...form, area: 'x'.repeat(201) });
    expect(tooLong.json()).toMatchObject({
      code: 'text.tooLong',
      params: { field: 'area', max: 200 },
      message: 'Area must be at most 200 characters',
    });
  });

  it('lets supervisors assign at creation (notifying the assignee) but not technicians', async () => {
    const refused = await inject('POST', '/api/work-orders', tech, {
      ...form,
      foNumber: 'WO-2026-101',
      assignedTo: tenant.technician.id,
    });
    expect(refused.statusCode).toBe(403);
    const created = await inject('POST', '/api/work-orders', sup, {
      ...form,
      foNumber: 'WO-2026-102',
      assignedTo: tenant.technician.id,
    });
    expect(created.json().status).toBe('assigned');
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.technician.id), eq(notifications.type, 'wo_assigned')));
    expect(note?.title).toBe('Work order WO-2026-102 assigned to you');
    const foreign = await inject('POST', '/api/work-orders', sup, {
      ...form,
      foNumber: 'WO-2026-103',
      assignedTo: tenant.northTech.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('The assignee is not an active member of this warehouse');
  });

  it('words the assignment in the assignee’s language in their bell, keeping English for the API record', async () => {
    const chosen = await inject('PUT', '/api/profiles/me/language', tech, { locale: 'de' });
    expect(chosen.statusCode).toBe(200);
    const created = await inject('POST', '/api/work-orders', sup, {
      ...form,
      foNumber: 'WO-2026-104',
      assignedTo: tenant.technician.id,
    });
    expect(created.statusCode).toBe(201);
    const bell = await inject('GET', '/api/notifications', tech);
    const notice = bell
      .json()
      .find((item: { data: { foNumber?: string } }) => item.data.foNumber === 'WO-2026-104');
    expect(notice).toMatchObject({
      title: 'Arbeitsauftrag WO-2026-104 wurde Ihnen zugewiesen',
      message: form.description,
    });
    expect(notice.data).not.toHaveProperty('texts');
    const [stored] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, tenant.technician.id),
          eq(notifications.title, 'Work order WO-2026-104 assigned to you'),
        ),
      );
    expect(stored).toBeDefined();
    await inject('PUT', '/api/profiles/me/language', tech, { locale: 'en' });
  });
});

describe('the lifecycle through PATCH', () => {
  async function freshOrder(foNumber: string) {
    return (
      await inject('POST', '/api/work-orders', sup, { foNumber, description: 'Motor overheating on line 2' })
    ).json();
  }

  it('runs new → assigned → in_progress → completed → verified → closed with stamps and history', async () => {
    const order = await freshOrder('WO-2026-200');
    const assign = await inject(
      'PATCH',
      `/api/work-orders/${order.id}`,
      { ...sup, 'if-match': '1' },
      { assignedTo: tenant.technician.id },
    );
    expect(assign.json()).toMatchObject({ status: 'assigned', assignedTo: tenant.technician.id, version: 2 });

    t.clock.advance(60_000);
    const start = await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'in_progress' });
    expect(start.json().startedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(10 * 60_000);
    const complete = await inject('PATCH', `/api/work-orders/${order.id}`, tech, {
      status: 'completed',
      notes: 'Fan replaced',
    });
    expect(complete.json()).toMatchObject({
      status: 'completed',
      completedAt: t.clock.now().toISOString(),
      notes: 'Fan replaced',
    });

    const techVerify = await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'verified' });
    expect(techVerify.statusCode).toBe(403);
    const verify = await inject('PATCH', `/api/work-orders/${order.id}`, sup, { status: 'verified' });
    expect(verify.json()).toMatchObject({ status: 'verified', verifiedBy: tenant.supervisor.id });
    const close = await inject('PATCH', `/api/work-orders/${order.id}`, sup, { status: 'closed' });
    expect(close.json().closedAt).toBe(t.clock.now().toISOString());

    const history = await t.db
      .select()
      .from(workOrderStatusHistory)
      .where(eq(workOrderStatusHistory.workOrderId, order.id));
    expect(history.map((h) => `${h.fromStatus ?? '∅'}→${h.toStatus}`)).toEqual([
      '∅→new',
      'new→assigned',
      'assigned→in_progress',
      'in_progress→completed',
      'completed→verified',
      'verified→closed',
    ]);
    const timeline = (await inject('GET', `/api/work-orders/${order.id}/history`, tech)).json();
    expect(timeline[0].title).toBe('Verified → Closed');
    expect(timeline.map((e: { title: string }) => e.title)).toContain('Details changed');
  });

  it('refuses other transitions with 409 naming the allowed ones, and stale versions with the current record', async () => {
    const order = await freshOrder('WO-2026-201');
    const jump = await inject('PATCH', `/api/work-orders/${order.id}`, sup, { status: 'completed' });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toBe('Cannot move a work order from new to completed. Allowed: assigned');
    await inject('PATCH', `/api/work-orders/${order.id}`, sup, { priority: 'critical' });
    const stale = await inject(
      'PATCH',
      `/api/work-orders/${order.id}`,
      { ...sup, 'if-match': '1' },
      { priority: 'low' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'VERSION_CONFLICT',
      current: { priority: 'critical', version: 2 },
    });
  });

  it('lets technicians touch only their own orders’ status and notes; reopening is for supervisors', async () => {
    const mine = await freshOrder('WO-2026-202');
    await inject('PATCH', `/api/work-orders/${mine.id}`, sup, { assignedTo: tenant.technician.id });
    const priority = await inject('PATCH', `/api/work-orders/${mine.id}`, tech, { priority: 'low' });
    expect(priority.statusCode).toBe(403);
    expect(priority.json().message).toBe(
      'Technicians can change only the status and notes of their work orders, not: priority',
    );
    await inject('PATCH', `/api/work-orders/${mine.id}`, tech, { status: 'in_progress' });
    const handBack = await inject('PATCH', `/api/work-orders/${mine.id}`, tech, { status: 'assigned' });
    expect(handBack.json().status).toBe('assigned');
    await inject('PATCH', `/api/work-orders/${mine.id}`, tech, { status: 'in_progress' });
    await inject('PATCH', `/api/work-orders/${mine.id}`, tech, { status: 'completed' });
    expect(
      (await inject('PATCH', `/api/work-orders/${mine.id}`, tech, { status: 'in_progress' })).statusCode,
    ).toBe(403);
    const reopened = await inject('PATCH', `/api/work-orders/${mine.id}`, sup, { status: 'in_progress' });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', completedAt: null });

    const theirs = await freshOrder('WO-2026-203');
    const other = await inject('PATCH', `/api/work-orders/${theirs.id}`, tech, { notes: 'not mine' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can change only work orders assigned to you');
  });
});

describe('deleting and other warehouses', () => {
  it('soft-deletes for managers only; the FO number stays taken', async () => {
    const order = (
      await inject('POST', '/api/work-orders', sup, {
        foNumber: 'WO-2026-300',
        description: 'Duplicate request, remove',
      })
    ).json();
    expect((await inject('DELETE', `/api/work-orders/${order.id}`, sup)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/work-orders/${order.id}`, manager)).statusCode).toBe(204);
    expect((await inject('GET', `/api/work-orders/${order.id}`, manager)).statusCode).toBe(404);
    expect(
      (
        await inject('POST', '/api/work-orders', sup, {
          foNumber: 'WO-2026-300',
          description: 'Reusing the same number',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('answers 404 for another warehouse’s order everywhere', async () => {
    const north = (await inject('GET', '/api/work-orders', northTech)).json()[0];
    for (const [method, url] of [
      ['GET', `/api/work-orders/${north.id}`],
      ['GET', `/api/work-orders/${north.id}/history`],
      ['GET', `/api/work-orders/${north.id}/checklist`],
      ['GET', `/api/work-orders/${north.id}/parts-usage`],
      ['GET', `/api/work-orders/${north.id}/labor`],
      ['PATCH', `/api/work-orders/${north.id}`],
      ['POST', `/api/work-orders/${north.id}/checklist`],
      ['POST', `/api/work-orders/${north.id}/labor`],
      ['DELETE', `/api/work-orders/${north.id}`],
    ] as const) {
      const payload =
        method === 'PATCH' ? { notes: 'x' } : method === 'POST' ? { description: 'Step' } : undefined;
      const response = await inject(method, url, method === 'DELETE' ? manager : sup, payload);
      expect(`${method} ${url.replace(north.id, ':id')} → ${response.statusCode}`).toBe(
        `${method} ${url.replace(north.id, ':id')} → 404`,
      );
    }
  });
});
