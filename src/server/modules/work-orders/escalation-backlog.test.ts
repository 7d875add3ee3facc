import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../../realtime/event-bus';
import { loadBacklog, withHeapPeak } from '../../test/backlog';
import { buildTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEscalationService, ESCALATION_BATCH_SIZE } from './escalation.service';

const NOW = new Date('2026-05-04T12:00:00Z');
const BACKLOG = 50_000;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

/** Open orders two days past due (the backlog of issue 14: a million orders, many overdue). */
async function insertOverdueOrders(count: number, prefix: string) {
  await loadBacklog(
    t.db,
    sql`
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, priority, status,
      assigned_to, requested_by, due_date, created_at, updated_at)
    select ${tenant.org.id}, ${tenant.main.id}, ${prefix} || lpad(g::text, 7, '0'), 'corrective',
      'Overdue order ' || g, 'medium', 'assigned', ${tenant.technician.id}, ${tenant.supervisor.id},
      ${NOW.toISOString()}::timestamptz - interval '2 days', ${NOW.toISOString()}::timestamptz - interval '5 days',
      ${NOW.toISOString()}::timestamptz - interval '5 days'
    from generate_series(1, ${count}) g`,
  );
}

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n);

/**
 * The escalation job over a large backlog (issue 14 §4). Its own event bus with no listener:
 * the test app records every event, which would make this process's memory the test's, not
 * the job's.
 */
const escalation = (batchSize?: number, options: { failToTell?: boolean } = {}) => {
  const notifications = t.app.services.notifications;
  return createEscalationService({
    db: t.db,
    clock: t.clock,
    events: createEventBus((error) => {
      throw error;
    }),
    notifications: {
      ...notifications,
      notifyEach: async (...args: Parameters<typeof notifications.notifyEach>) => {
        if (options.failToTell) throw new Error('database gone while telling');
        return notifications.notifyEach(...args);
      },
    },
    ...(batchSize ? { batchSize } : {}),
  });
};

const noticesOf = (organizationId: string) =>
  countOf(sql`select count(*)::int as n from notifications
    where type = 'wo_overdue' and organization_id = ${organizationId}`);

describe('escalation over a backlog', () => {
  it(`escalates ${BACKLOG.toLocaleString('en-US')} overdue orders once each, a batch a transaction, memory flat`, async () => {
    await insertOverdueOrders(BACKLOG, 'BACKLOG-');
    const { result: outcome, heapGrowth } = await withHeapPeak(() => escalation().escalateOverdue());

    // The supervisor and the manager of Main hear of it once each: one digest a run (issue 30 §5).
    expect(outcome).toEqual({
      escalated: BACKLOG,
      notified: 2,
      batches: BACKLOG / ESCALATION_BATCH_SIZE,
    });
    expect(await noticesOf(tenant.org.id)).toBe(2);
    const [digest] = (
      await t.db.execute<{ title: string; message: string }>(sql`select title, message from notifications
        where type = 'wo_overdue' and user_id = ${tenant.supervisor.id}`)
    ).rows;
    expect(digest).toEqual({
      title: `${BACKLOG.toLocaleString('en-US')} of your work orders escalated`,
      message: `${BACKLOG.toLocaleString('en-US')} to level 1.`,
    });
    expect(
      await countOf(sql`select count(*)::int as n from work_orders
        where fo_number like 'BACKLOG-%' and escalated and escalation_level = 1`),
    ).toBe(BACKLOG);
    expect(
      await countOf(sql`select count(*)::int as n from audit_log
        where entity_type = 'work_order' and action = 'escalated'`),
    ).toBe(BACKLOG);
    // Bounds holding the backlog, not the collector's timing: on a busy 2-core machine the heap
    // was measured up to 250 MB above its start while the batches' garbage waited for collection.
    expect(heapGrowth).toBeLessThan(512 * 1024 * 1024);

    // Nothing is escalated twice within the response window.
    expect(await escalation().escalateOverdue()).toEqual({ escalated: 0, notified: 0, batches: 0 });
  }, 900_000);

  it('tells of a run that stopped before telling in the next run, once', async () => {
    const other = await buildTenant(t.db);
    await loadBacklog(
      t.db,
      sql`insert into work_orders (organization_id, warehouse_id, fo_number, type, description, priority, status,
        requested_by, due_date, created_at, updated_at)
      select ${other.org.id}, ${other.main.id}, 'RESUME-' || g, 'corrective', 'Overdue order ' || g, 'medium', 'new',
        ${other.supervisor.id}, ${NOW.toISOString()}::timestamptz - interval '2 days',
        ${NOW.toISOString()}::timestamptz - interval '5 days', ${NOW.toISOString()}::timestamptz - interval '5 days'
      from generate_series(1, 10) g`,
    );
    await expect(escalation(3, { failToTell: true }).escalateOverdue()).rejects.toThrow(
      'database gone while telling',
    );
    // The batches stay committed, their tally too; nobody has been told yet.
    const escalated = `select count(*)::int as n from work_orders where fo_number like 'RESUME-%' and escalation_level = 1`;
    expect(await countOf(sql.raw(escalated))).toBe(10);
    expect(await noticesOf(other.org.id)).toBe(0);

    expect(await escalation(3).escalateOverdue()).toEqual({ escalated: 0, notified: 2, batches: 0 });
    expect(await noticesOf(other.org.id)).toBe(2);
    const titles = await t.db.execute<{ title: string }>(
      sql`select title from notifications where type = 'wo_overdue' and organization_id = ${other.org.id}`,
    );
    expect(titles.rows.map((r) => r.title)).toEqual([
      '10 of your work orders escalated',
      '10 of your work orders escalated',
    ]);
    expect(await escalation(3).escalateOverdue()).toEqual({ escalated: 0, notified: 0, batches: 0 });
  });
});
