import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, workOrders } from '../../db/schema';
import { buildTenant, buildWorkOrder } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const NOW = new Date('2026-05-04T12:00:00Z');
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const level = async (id: string) =>
  (await t.db.select().from(workOrders).where(eq(workOrders.id, id)))[0]?.escalationLevel;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

describe('escalation rule', () => {
  it('escalates unstarted orders past their priority’s response time, and overdue open orders', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const order = (values: Partial<typeof workOrders.$inferInsert>) =>
      buildWorkOrder(t.db, { ...scope, ...values });
    const criticalLate = await order({ priority: 'critical', status: 'new', createdAt: at(-5) });
    const criticalFresh = await order({
      priority: 'critical',
      status: 'assigned',
      createdAt: at(-3),
      assignedTo: tenant.technician.id,
    });
    const highLate = await order({
      priority: 'high',
      status: 'assigned',
      createdAt: at(-13),
      assignedTo: tenant.technician.id,
    });
    const mediumFresh = await order({ priority: 'medium', status: 'new', createdAt: at(-23) });
    const lowLate = await order({ priority: 'low', status: 'new', createdAt: at(-73) });
    const startedOld = await order({
      priority: 'critical',
      status: 'in_progress',
      createdAt: at(-48),
      startedAt: at(-47),
      assignedTo: tenant.technician.id,
    });
    const startedOverdue = await order({
      priority: 'low',
      status: 'in_progress',
      createdAt: at(-2),
      dueDate: at(-1),
      assignedTo: tenant.technician.id,
    });
    const completedOverdue = await order({
      priority: 'high',
      status: 'completed',
      createdAt: at(-100),
      dueDate: at(-50),
    });

    expect(await t.app.services.escalation.escalateOverdue()).toEqual({
      escalated: 4,
      notified: 8,
      batches: 1,
    });
    expect(await level(criticalLate.id)).toBe(1);
    expect(await level(highLate.id)).toBe(1);
    expect(await level(lowLate.id)).toBe(1);
    expect(await level(startedOverdue.id)).toBe(1);
    for (const untouched of [criticalFresh, mediumFresh, startedOld, completedOverdue])
      expect(await level(untouched.id)).toBe(0);

    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, criticalLate.id));
    expect(row).toMatchObject({ escalated: true, escalatedAt: NOW, version: 2 });
    const notes = await t.db.select().from(notifications).where(eq(notifications.type, 'wo_overdue'));
    expect(new Set(notes.map((n) => n.userId))).toEqual(new Set([tenant.supervisor.id, tenant.manager.id]));
    expect(
      notes.find((n) => (n.data as { workOrderId: string }).workOrderId === criticalLate.id)?.message,
    ).toBe('Pump leaking at the mechanical seal — not started within 4 h (critical priority).');
    // The due date is data for the reader's locale, never a date written into the text.
    const overdueNote = notes.find(
      (n) => (n.data as { workOrderId: string }).workOrderId === startedOverdue.id,
    );
    expect(overdueNote?.message).toBe(
      'Pump leaking at the mechanical seal — past its due date and still in progress.',
    );
    expect(overdueNote?.data).toMatchObject({
      dueAt: at(-1).toISOString(),
      foNumber: startedOverdue.foNumber,
    });
    expect(t.events.filter((e) => e.action === 'escalated')).toHaveLength(4);
  });

  it('escalates again once per further response window, up to level 3', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const forgotten = await buildWorkOrder(t.db, {
      ...scope,
      priority: 'critical',
      status: 'new',
      createdAt: at(-4.5),
    });
    await t.app.services.escalation.escalateOverdue();
    const base = await level(forgotten.id);
    t.clock.advance(30 * 60_000);
    await t.app.services.escalation.escalateOverdue();
    expect(await level(forgotten.id)).toBe(base);
    for (const expected of [2, 3, 3]) {
      t.clock.advance(4 * HOUR);
      await t.app.services.escalation.escalateOverdue();
      expect(await level(forgotten.id)).toBe(expected);
    }
  });
});
