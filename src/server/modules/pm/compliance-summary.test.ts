import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderStatus } from '../../../shared/domain';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { referenceCompliance, type AssetFacts, type OrderFacts } from './compliance-reference.test-helper';

const NOW = new Date('2026-05-15T12:00:00Z');
const GRACE_DAYS = 2;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;

/** Due dates on every edge the summary splits at: the periods' starts, midnights, the trend's start, now. */
const EDGES = [
  '2026-05-15T12:00:00.000Z',
  '2026-05-15T12:00:00.001Z',
  '2026-05-15T00:00:00.000Z',
  '2026-05-14T23:59:59.999Z',
  '2026-05-08T12:00:00.000Z',
  '2026-05-08T11:59:59.999Z',
  '2026-05-08T00:00:00.000Z',
  '2026-05-09T00:00:00.000Z',
  '2026-04-15T12:00:00.000Z',
  '2026-02-14T12:00:00.000Z',
  '2025-12-01T00:00:00.000Z',
  '2025-11-30T23:59:59.999Z',
  '2025-05-15T12:00:00.000Z',
  '2025-05-15T11:59:59.999Z',
];

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { PM_GRACE_DAYS: String(GRACE_DAYS) } });
  tenant = await buildTenant(t.db);
  await signIn();
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
  for (let n = 1; n <= 9; n += 1) {
    await buildEquipment(t.db, { ...main, assetTag: `SUM-0${n}`, ...(n === 9 ? { deletedAt: NOW } : {}) });
  }
  for (const assetTag of ['NTH-1', 'NTH-2']) await buildEquipment(t.db, { ...north, assetTag });
});
afterAll(() => t.close());

/** Sessions last 15 minutes of the test clock: signed in again whenever it jumps. */
async function signIn() {
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
}

/**
 * Order g: in North when g % 11 = 0, corrective when g % 7 = 0, no equipment when g % 12 > 8,
 * no due date when g % 29 = 0, due from a year and a quarter ago to two months ahead (or on an
 * edge, for the last ones), completed early, exactly at the grace, a second past it, later or
 * never, and deleted when g % 23 = 0.
 */
async function insertOrders(first: number, last: number) {
  const now = NOW.toISOString();
  await t.db.execute(sql`
    with assets as (
      select array_agg(id order by asset_tag) filter (where warehouse_id = ${tenant.main.id}) as main,
        array_agg(id order by asset_tag) filter (where warehouse_id = ${tenant.north.id}) as north
      from equipment
    ),
    drawn as (
      select g, case when g % 11 = 0 then ${tenant.north.id}::uuid else ${tenant.main.id}::uuid end as warehouse_id,
        case when g % 29 = 0 then null
          when g > ${last - EDGES.length}::int then (${`{${EDGES.join(',')}}`}::timestamptz[])[${last + 1}::int - g]
          else ${now}::timestamptz - ((g * 7919) % 520 - 60) * interval '1 day' - (g * 13 % 24) * interval '1 hour'
        end as due_date
      from generate_series(${first}::int, ${last}::int) g
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, status, equipment_id,
      due_date, completed_at, deleted_at)
    select ${tenant.org.id}, d.warehouse_id, 'SUM-' || lpad(g::text, 6, '0'),
      case when g % 7 = 0 then 'corrective' else 'preventive' end::work_order_type, 'Summary order ' || g,
      case when g % 5 = 0 then (array['new','assigned','in_progress','closed'])[1 + g % 4] else 'closed' end::work_order_status,
      case when g % 12 > 8 then null when d.warehouse_id = ${tenant.north.id} then a.north[1 + g % 2] else a.main[1 + g % 9] end,
      d.due_date,
      case g % 5 when 0 then null
        when 1 then d.due_date - interval '3 hours'
        when 2 then d.due_date + ${GRACE_DAYS} * interval '1 day'
        when 3 then d.due_date + ${GRACE_DAYS} * interval '1 day' + interval '1 second'
        else d.due_date + (g % 70) * interval '1 day' end,
      case when g % 23 = 0 then ${now}::timestamptz end
    from drawn d, assets a`);
}

async function facts() {
  const orders = await t.db.execute<{
    warehouse_id: string;
    type: string;
    status: WorkOrderStatus;
    equipment_id: string | null;
    due_date: Date | null;
    completed_at: Date | null;
    deleted_at: Date | null;
  }>(
    sql`select warehouse_id, type, status, equipment_id, due_date, completed_at, deleted_at from work_orders`,
  );
  const assets = await t.db.execute<{
    id: string;
    asset_tag: string;
    warehouse_id: string;
    deleted_at: Date | null;
  }>(sql`select id, asset_tag, warehouse_id, deleted_at from equipment`);
  const date = (d: Date | null) => (d === null ? null : new Date(d));
  return {
    orders: orders.rows.map<OrderFacts>((o) => ({
      warehouseId: o.warehouse_id,
      type: o.type,
      status: o.status,
      equipmentId: o.equipment_id,
      dueDate: date(o.due_date),
      completedAt: date(o.completed_at),
      deletedAt: date(o.deleted_at),
    })),
    assets: assets.rows.map<AssetFacts>((a) => ({
      id: a.id,
      assetTag: a.asset_tag,
      warehouseId: a.warehouse_id,
      deletedAt: date(a.deleted_at),
    })),
  };
}

/** The summaries hold exactly what the orders add up to, and nothing else. */
async function expectSummariesExact() {
  const strayDays = await t.db.execute(sql`
    (select warehouse_id, (due_date at time zone 'UTC')::date as due_day, derived.pm_lateness(due_date, completed_at) as lateness,
       count(*)::int as orders
     from work_orders where type = 'preventive' and deleted_at is null and due_date is not null group by 1, 2, 3
     except select warehouse_id, due_day, lateness, orders from derived.pm_compliance_days)
    union all
    (select warehouse_id, due_day, lateness, orders from derived.pm_compliance_days
     except select warehouse_id, (due_date at time zone 'UTC')::date, derived.pm_lateness(due_date, completed_at), count(*)::int
     from work_orders where type = 'preventive' and deleted_at is null and due_date is not null group by 1, 2, 3)`);
  expect(strayDays.rows).toEqual([]);
  const strayAssets = await t.db.execute(sql`
    (select warehouse_id, equipment_id, count(*)::int as orders from work_orders
     where type = 'preventive' and deleted_at is null and equipment_id is not null group by 1, 2
     except select warehouse_id, equipment_id, orders from derived.pm_equipment_orders)
    union all
    (select warehouse_id, equipment_id, orders from derived.pm_equipment_orders
     except select warehouse_id, equipment_id, count(*)::int from work_orders
     where type = 'preventive' and deleted_at is null and equipment_id is not null group by 1, 2)`);
  expect(strayAssets.rows).toEqual([]);
}

/** Every period's answer, all equipment pages included, equals the rule computed by hand. */
async function expectAnswersMatchTheRule() {
  const { orders, assets } = await facts();
  const now = t.clock.now();
  for (const days of [7, 30, 90, 365]) {
    const expected = referenceCompliance(orders, assets, {
      warehouseId: tenant.main.id,
      now,
      days,
      graceDays: GRACE_DAYS,
    });
    const summary = (await t.app.inject({ url: `/api/pm-compliance?days=${days}`, headers: sup })).json();
    expect(summary).toMatchObject({
      overallComplianceRate: expected.overallComplianceRate,
      totalPMsCompleted: expected.totalPMsCompleted,
      totalPMsScheduled: expected.totalPMsScheduled,
      completedOnTime: expected.completedOnTime,
      overdueCount: expected.overdueCount,
      monthlyTrends: expected.monthlyTrends,
      equipmentTotal: expected.equipmentCompliance.length,
    });
    const listed: unknown[] = [];
    let cursor = '';
    do {
      const page = await t.app.inject({
        url: `/api/pm-compliance/equipment?days=${days}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        headers: sup,
      });
      expect(Number(page.headers['x-total-count'])).toBe(expected.equipmentCompliance.length);
      listed.push(...page.json());
      cursor = (page.headers['x-next-cursor'] as string | undefined) ?? '';
    } while (cursor);
    expect(listed).toEqual(expected.equipmentCompliance.map((e) => expect.objectContaining(e)));
  }
}

const g = (modulo: number, remainder: number) =>
  sql`fo_number like 'SUM-%' and substr(fo_number, 5)::int % ${modulo} = ${remainder}`;

describe('the PM compliance summaries', () => {
  it('stay exact through every kind of write, bulk SQL included, and answer as the rule says', async () => {
    await insertOrders(1, 700);
    await expectSummariesExact();
    await expectAnswersMatchTheRule();

    const main = tenant.main.id;
    const north = tenant.north.id;
    const writes = [
      sql`update work_orders set completed_at = due_date + interval '1 day', status = 'closed' where ${g(6, 1)}`,
      sql`update work_orders set completed_at = null, status = 'assigned' where ${g(9, 2)}`,
      sql`update work_orders set due_date = due_date - interval '40 days' where ${g(8, 3)}`,
      sql`update work_orders set type = case when type = 'preventive' then 'corrective' else 'preventive' end::work_order_type
          where ${g(13, 4)}`,
      sql`update work_orders set deleted_at = case when deleted_at is null then now() end where ${g(17, 5)}`,
      sql`update work_orders set equipment_id = null,
            warehouse_id = case when warehouse_id = ${main} then ${north}::uuid else ${main}::uuid end where ${g(19, 6)}`,
      sql`update work_orders set equipment_id = (select id from equipment where asset_tag = 'SUM-03') where ${g(10, 7)}`,
      sql`delete from work_orders where ${g(31, 8)}`,
      sql`insert into work_orders (organization_id, warehouse_id, fo_number, type, description, status, equipment_id,
            due_date, completed_at)
          select organization_id, warehouse_id, 'COPY-' || fo_number, type, description, status, equipment_id,
            due_date, completed_at from work_orders where ${g(14, 9)}`,
      sql`update work_orders set notes = 'Nothing the summaries count' where ${g(3, 0)}`,
    ];
    for (const write of writes) await t.db.execute(write);
    await expectSummariesExact();
    // Bulk SQL tells no one: a week on, the shared figures have expired (and the edges of the
    // first check are now those of the 7-day period's start).
    t.clock.advance(7 * 86_400_000);
    await signIn();
    await expectAnswersMatchTheRule();
  }, 120_000);

  it('follow the API’s own writes and empty with the orders', async () => {
    const asset = (
      await t.db.execute<{ id: string }>(sql`select id from equipment where asset_tag = 'SUM-01'`)
    ).rows[0]!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: sup,
      payload: {
        foNumber: 'WO-2026-4242',
        description: 'Quarterly inspection through the API',
        type: 'preventive',
        equipmentId: asset.id,
        dueDate: '2026-05-12T08:00:00.000Z',
      },
    });
    expect(created.statusCode).toBe(201);
    await expectSummariesExact();
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/work-orders/${created.json().id}`, headers: sup, payload });
    expect((await patch({ assignedTo: tenant.technician.id })).statusCode).toBe(200);
    expect((await patch({ status: 'in_progress' })).statusCode).toBe(200);
    expect((await patch({ status: 'completed' })).statusCode).toBe(200);
    await expectSummariesExact();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-orders/${created.json().id}`,
      headers: manager,
    });
    expect(removed.statusCode).toBe(204);
    await expectSummariesExact();
    await expectAnswersMatchTheRule();

    await t.db.execute(sql`truncate work_orders cascade`);
    const left = await t.db.execute<{ n: number }>(sql`
      select (select count(*) from derived.pm_compliance_days) + (select count(*) from derived.pm_equipment_orders) as n`);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
