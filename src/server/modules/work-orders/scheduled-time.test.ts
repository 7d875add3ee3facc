import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { buildTenant, buildWorkOrder } from '../../test/factories';
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
    expect(odd.json().details).toEqual([
      { path: 'scheduledHours', message: 'Scheduled hours go in steps of 0.25' },
    ]);
  });
});
