import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../../realtime/event-bus';
import { SCHEDULER_RUN_LISTED, type SchedulerRun } from '../../../shared/schemas/pm';
import { withHeapPeak } from '../../test/backlog';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSchedulerService, PM_BATCH_SIZE } from './scheduler.service';

const NOW = new Date('2026-05-15T10:00:00Z');
/** Assets of the backlog: two templates each, every pair due, so a run generates 2 × this. */
const UNITS = 1_750;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

/** `units` active assets of one model installed a year ago, and two weekly templates for it (plans begun in January). */
async function insertFleet(model: string, units: number) {
  const scope = { org: tenant.org.id, warehouse: tenant.main.id };
  await t.db.execute(sql`
    insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description, status,
      install_date, created_at)
    select ${scope.org}, ${scope.warehouse}, ${model} || '-' || lpad(g::text, 5, '0'), 'Unit ' || g, ${model},
      'Backlog unit', 'active', '2025-05-01', '2026-01-01'
    from generate_series(1, ${units}::int) g`);
  await t.db.execute(sql`
    insert into pm_templates (organization_id, warehouse_id, model, component, action, frequency, checklist, created_at)
    select ${scope.org}, ${scope.warehouse}, ${model}, 'Component ' || k, 'Inspect', 'weekly',
      '["Isolate","Inspect","Sign off"]'::jsonb, '2026-01-01'
    from generate_series(1, 2) k`);
}

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n);

/**
 * The scheduler over a large backlog (issue 14 §4). Its own event bus with no listener (the
 * test app records every event, which would make this process's memory the test's, not the
 * run's); `failOnBatch` makes that batch's inserts fail, as a database dropping out would.
 */
const scheduler = (options: { batchSize?: number; failOnBatch?: number } = {}) => {
  const calls = { batches: 0 };
  const workOrders = t.app.services.workOrders;
  const service = createSchedulerService({
    db: t.db,
    clock: t.clock,
    events: createEventBus((error) => {
      throw error;
    }),
    notifications: t.app.services.notifications,
    workOrders: {
      createPreventiveOrders: async (...args: Parameters<typeof workOrders.createPreventiveOrders>) => {
        calls.batches += 1;
        if (calls.batches === options.failOnBatch) throw new Error('database connection lost');
        return workOrders.createPreventiveOrders(...args);
      },
    },
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  });
  return { service, calls };
};

const audits = sql`select count(*)::int as n from audit_log where entity_type = 'work_order' and action = 'created'`;

const ordersOf = (model: string) => sql`
  select count(*)::int as n from work_orders w join equipment e on e.id = w.equipment_id
  where e.model = ${model} and w.type = 'preventive' and w.status = 'new'`;

describe('PM generation over a backlog', () => {
  it('resumes after a run that failed half way: the committed batches stay, the rest follow once', async () => {
    await insertFleet('RESUME', 5);
    const failing = scheduler({ batchSize: 3, failOnBatch: 3 });
    await expect(failing.service.runScheduled()).rejects.toThrow(
      /PM generation failed in 1 of 2 warehouses \(Main Plant: database connection lost\)/,
    );
    expect(await countOf(ordersOf('RESUME'))).toBe(6);

    const resumed = scheduler({ batchSize: 3 });
    expect(await resumed.service.runScheduled()).toEqual({ generated: 4, warehouses: 2 });
    expect(await countOf(ordersOf('RESUME'))).toBe(10);
    expect(
      await countOf(sql`select count(*)::int as n from (
        select pm_template_id, equipment_id from work_orders w join equipment e on e.id = w.equipment_id
        where e.model = 'RESUME' group by 1, 2 having count(*) > 1) twice`),
    ).toBe(0);
  });

  it(`generates ${(2 * UNITS).toLocaleString('en-US')} PMs once each, a batch a transaction, memory flat`, async () => {
    await insertFleet('BACKLOG', UNITS);
    const auditsBefore = await countOf(audits);
    const { service, calls } = scheduler();
    const { result: outcome, heapGrowth } = await withHeapPeak(() => service.runScheduled());

    expect(outcome).toEqual({ generated: 2 * UNITS, warehouses: 2 });
    expect(calls.batches).toBe(Math.ceil((2 * UNITS) / PM_BATCH_SIZE));
    expect(await countOf(ordersOf('BACKLOG'))).toBe(2 * UNITS);
    // One open order per pair: the partial unique index would refuse a second, so count pairs.
    // One order per pair (the partial unique index would refuse a second open one anyway).
    expect(
      await countOf(sql`select count(distinct (w.pm_template_id, w.equipment_id))::int as n
        from work_orders w join equipment e on e.id = w.equipment_id where e.model = 'BACKLOG'`),
    ).toBe(2 * UNITS);
    expect((await countOf(audits)) - auditsBefore).toBe(2 * UNITS);
    expect(
      await countOf(sql`select count(*)::int as n from checklist_items i
        join work_orders w on w.id = i.work_order_id join equipment e on e.id = w.equipment_id
        where e.model = 'BACKLOG'`),
    ).toBe(3 * 2 * UNITS);
    // One notice per supervisor and manager of Main for the whole run, not one per batch.
    expect(
      await countOf(sql`select count(*)::int as n from notifications
        where type = 'pm_generated' and title = ${`PM scheduler created ${2 * UNITS} work orders`}`),
    ).toBe(2);
    // Bounds holding the backlog, not the collector's timing on a busy machine.
    expect(heapGrowth).toBeLessThan(256 * 1024 * 1024);

    expect(await scheduler().service.runScheduled()).toEqual({ generated: 0, warehouses: 2 });
  }, 600_000);
  it('answers Run Now with the count and the first hundred orders, not every one', async () => {
    await insertFleet('RUN-NOW', 150);
    const sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
    const run = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup });
    expect(run.statusCode).toBe(200);
    const body = run.json<SchedulerRun>();
    expect(body.generated).toBe(300);
    expect(body.workOrders).toHaveLength(SCHEDULER_RUN_LISTED);
    const numbers = body.workOrders.map((o) => Number(o.foNumber.split('-').at(-1)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(await countOf(ordersOf('RUN-NOW'))).toBe(300);
  });
});
