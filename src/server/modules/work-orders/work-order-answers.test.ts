import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOutCodes, vendors, workOrders } from '../../db/schema';
import { buildEquipment, buildProcedure, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toWorkOrderDto } from './work-order-dto';
import { findWorkOrderRecord } from './work-orders.repository';

/**
 * The list and an order by id answer from rows PostgreSQL shapes (work-order-answers.repository.ts):
 * each order must read exactly as the writes' DTO says it, whatever it carries — names, codes, a
 * procedure, hours, late-as-planned, times with microseconds, and the nulls of an order with none.
 */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-05-04T10:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const equipment = await buildEquipment(t.db, { ...scope, description: null });
  const [vendor] = await t.db
    .insert(vendors)
    .values({ ...scope, name: 'Pump Service Ltd' })
    .returning();
  const { version } = await buildProcedure(t.db, scope);
  const [problem, cause, remedy] = await t.db
    .insert(closeOutCodes)
    .values([
      { organizationId: tenant.org.id, kind: 'problem', code: 'seal_leak', label: 'Seal leaking' },
      { organizationId: tenant.org.id, kind: 'cause', code: 'wear_answers', label: 'Worn out' },
      { organizationId: tenant.org.id, kind: 'remedy', code: 'replaced_answers', label: 'Replaced' },
    ])
    .returning();
  const full = await buildWorkOrder(t.db, {
    ...scope,
    status: 'completed',
    priority: 'critical',
    type: 'preventive',
    area: 'Line 2',
    assetModel: 'CR 32-2',
    notes: 'Check the coupling too',
    equipmentId: equipment.id,
    assignedTo: tenant.technician.id,
    requestedBy: tenant.supervisor.id,
    vendorId: vendor!.id,
    procedureVersionId: version.id,
    problemCodeId: problem!.id,
    causeCodeId: cause!.id,
    remedyCodeId: remedy!.id,
    completionNote: 'Seal replaced',
    estimatedHours: '2.50',
    escalated: true,
    escalationLevel: 2,
    followUp: true,
    flagged: true,
    satisfactionRating: 4,
    verifiedBy: tenant.supervisor.id,
  });
  // Times as the database may hold them, with microseconds; scheduled to start after it is due.
  await t.db
    .update(workOrders)
    .set({
      dueDate: sql`'2026-05-01 08:00:00.123999+00'`,
      scheduledStart: sql`'2026-05-01 08:00:00.124001+00'`,
      startedAt: sql`'2026-04-30 23:59:59.999999+02'`,
      completedAt: sql`'2026-05-02 10:11:12.000500+00'`,
      verifiedAt: sql`'2026-05-02 11:00:00+00'`,
      closedAt: sql`'2026-05-02 12:00:00.5+00'`,
      createdAt: sql`'2026-04-01 06:07:08.090807+00'`,
    })
    .where(eq(workOrders.id, full.id));
  const scheduled = await buildWorkOrder(t.db, {
    ...scope,
    estimatedHours: '1.25',
    scheduledHours: '3.75',
    dueDate: new Date('2026-06-01T00:00:00Z'),
    scheduledStart: new Date('2026-05-20T00:00:00Z'),
  });
  const bare = await buildWorkOrder(t.db, scope);
  ids.push(full.id, scheduled.id, bare.id);
});
afterAll(() => t.close());

/** What the writes' path (drizzle's record and the DTO) says of an order, as JSON carries it. */
async function asTheDtoSays(id: string) {
  const record = await findWorkOrderRecord(t.db, tenant.main.id, id);
  return JSON.parse(JSON.stringify(toWorkOrderDto(record!))) as unknown;
}

describe('work orders answered from rows PostgreSQL shapes', () => {
  it('answers an order by id exactly as the DTO does', async () => {
    for (const id of ids) {
      const response = await t.app.inject({ url: `/api/work-orders/${id}`, headers: sup });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(await asTheDtoSays(id));
    }
    const full = await t.app.inject({ url: `/api/work-orders/${ids[0]}`, headers: sup });
    expect(full.json()).toMatchObject({
      problemLabel: 'Seal leaking',
      remedyCode: 'replaced_answers',
      vendorName: 'Pump Service Ltd',
      lateAsPlanned: true,
      estimatedHours: 2.5,
      startedAt: '2026-04-30T21:59:59.999Z',
      procedure: { version: 1 },
    });
  });

  it('lists the orders exactly as the DTO does, with the list headers', async () => {
    const response = await t.app.inject({ url: '/api/work-orders?limit=2', headers: sup });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const listed = response.json<{ id: string }[]>();
    expect(listed).toHaveLength(2);
    for (const order of listed) expect(order).toEqual(await asTheDtoSays(order.id));
    const next = await t.app.inject({
      url: `/api/work-orders?limit=2&cursor=${encodeURIComponent(String(response.headers['x-next-cursor']))}`,
      headers: sup,
    });
    const rest = next.json<{ id: string }[]>();
    expect(new Set([...listed, ...rest].map((o) => o.id))).toEqual(new Set(ids));
  });

  it('answers 404 for an order of another warehouse', async () => {
    const other = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.north.id });
    const response = await t.app.inject({ url: `/api/work-orders/${other.id}`, headers: sup });
    expect(response.statusCode).toBe(404);
  });
});
