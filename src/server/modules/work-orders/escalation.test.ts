import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, workOrders } from '../../db/schema';
import { buildTenant, buildWorkOrder } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { wordServerText } from '../../i18n/server-text';
import { escalationDigest } from './escalation-digest';

const HOUR = 3_600_000;
const NOW = new Date('2026-05-04T12:00:00Z');
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const overdueNotices = (organizationId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'wo_overdue'), eq(notifications.organizationId, organizationId)));
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

    // The supervisor and the manager of Main are each told once, of all four (issue 30 §5).
    expect(await t.app.services.escalation.escalateOverdue()).toEqual({
      escalated: 4,
      notified: 2,
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
    const notes = await overdueNotices(tenant.org.id);
    expect(notes.map((n) => n.userId).sort()).toEqual([tenant.supervisor.id, tenant.manager.id].sort());
    for (const note of notes) {
      expect(note).toMatchObject({
        title: '4 of your work orders escalated',
        message: '4 to level 1.',
        // One of them is of critical priority.
        priority: 'critical',
        warehouseId: tenant.main.id,
      });
      expect(note.data).toMatchObject({ url: '/work-orders', escalated: 4, levels: { 1: 4 } });
    }
    // Every order is still its own change for the lists, offline copies and webhooks.
    expect(t.events.filter((e) => e.action === 'escalated')).toHaveLength(4);
    const room = t.events.filter((e) => e.type === 'warehouse_notification');
    expect(room.map((e) => e.data)).toEqual([
      expect.objectContaining({ title: '4 of your work orders escalated' }),
    ]);
  });

  it('names the order when it is a planner’s only escalation of the run, its due date as data', async () => {
    const own = await buildTenant(t.db);
    const startedOverdue = await buildWorkOrder(t.db, {
      organizationId: own.org.id,
      warehouseId: own.main.id,
      priority: 'low',
      status: 'in_progress',
      createdAt: at(-2),
      dueDate: at(-1),
      assignedTo: own.technician.id,
    });
    await t.app.services.escalation.escalateOverdue();
    const notes = await overdueNotices(own.org.id);
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note.title).toBe(`${startedOverdue.foNumber} escalated to level 1`);
      expect(note.message).toBe(
        'Pump leaking at the mechanical seal — past its due date and still in progress.',
      );
      // The due date is data for the reader's locale, never a date written into the text.
      expect(note.data).toMatchObject({
        workOrderId: startedOverdue.id,
        dueAt: at(-1).toISOString(),
        foNumber: startedOverdue.foNumber,
      });
    }
  });

  it('words the digest in each planner’s language, levels lowest first', () => {
    const tallies = [
      { level: 2, orders: 3, critical: 0 },
      { level: 1, orders: 9, critical: 0 },
    ];
    const digest = escalationDigest(tallies);
    expect(digest).toMatchObject({
      title: '12 of your work orders escalated',
      message: '9 to level 1, 3 to level 2.',
      priority: 'high',
    });
    expect(digest.texts && wordServerText(digest.texts.title, 'de')).toBe(
      '12 Ihrer Arbeitsaufträge eskaliert',
    );
    expect(digest.texts?.message && wordServerText(digest.texts.message, 'es')).toBe(
      '9 al nivel 1, 3 al nivel 2.',
    );
    expect(
      escalationDigest([
        { level: 3, orders: 1, critical: 0 },
        { level: 1, orders: 1, critical: 0 },
      ]).priority,
    ).toBe('critical');
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
