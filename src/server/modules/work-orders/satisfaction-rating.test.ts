import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

const completedOrder = () =>
  buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.main.id,
    status: 'completed',
    assignedTo: tenant.technician.id,
    startedAt: new Date(Date.now() - 7_200_000),
    completedAt: new Date(Date.now() - 3_600_000),
  });

const patch = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/work-orders/${id}`, headers, payload });

describe('the satisfaction rating given on verification', () => {
  it('is recorded when a supervisor verifies, and may be corrected on a signed-off order', async () => {
    const order = await completedOrder();
    const verified = await patch(order.id, sup, { status: 'verified', satisfactionRating: 4 });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'verified', satisfactionRating: 4 });
    expect((await patch(order.id, sup, { satisfactionRating: 5 })).json().satisfactionRating).toBe(5);
  });

  it('is refused before verification, outside 1–5, and from technicians', async () => {
    const order = await completedOrder();
    const early = await patch(order.id, sup, { satisfactionRating: 3 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A rating is given when the order is verified');
    const high = await patch(order.id, sup, { status: 'verified', satisfactionRating: 6 });
    expect(high.statusCode).toBe(400);
    expect(high.json().details).toMatchObject([
      { path: 'satisfactionRating', message: 'Rating must be 1 to 5' },
    ]);
    await patch(order.id, sup, { status: 'verified' });
    const byTechnician = await patch(order.id, tech, { satisfactionRating: 5 });
    expect(byTechnician.statusCode).toBe(403);
  });
});
