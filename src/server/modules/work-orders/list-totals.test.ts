import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/cursor';
import { buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * X-Total-Count of the work-order list at any size (ADR 34): exact from the tallies the
 * work-order triggers keep, whoever writes; counted up to LIST_COUNT_LIMIT for other filters;
 * carried by the cursor to the next pages.
 */
const NOW = new Date('2026-05-04T10:00:00Z');
const COUNT_LIMIT = 5;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let northTech: Record<string, string>;
let main: { organizationId: string; warehouseId: string };

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { LIST_COUNT_LIMIT: String(COUNT_LIMIT) } });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
});
afterAll(() => t.close());

async function page(query: string, headers = sup) {
  const response = await t.app.inject({ url: `/api/work-orders?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return {
    rows: response.json<unknown[]>().length,
    total: response.headers['x-total-count'],
    relation: response.headers['x-total-count-relation'],
    next: response.headers['x-next-cursor'] as string | undefined,
  };
}

/** The list's total with a page smaller than the list, so the server has to count. */
const totalOf = async (filter = '', headers = sup) => (await page(`limit=1&${filter}`, headers)).total;

/** Writes straight to the database publish no event: let the 5-second page cache expire. */
const expirePageCache = () => t.clock.advance(6_000);

let foNumber = 100;
const create = (headers = sup, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/work-orders',
    headers,
    payload: {
      foNumber: `WO-2026-${(foNumber += 1)}`,
      description: 'Guard rail loose near press 2',
      ...extra,
    },
  });

/** Every tally against a count of the orders themselves, per key (the tallies' whole promise). */
async function expectTalliesExact() {
  const tallied = await t.db.execute<{ key: string; n: number }>(sql`
    select warehouse_id || ' ' || status || ' ' || priority || ' ' || type as key, sum(n)::int as n
    from derived.work_order_counts group by 1 having sum(n) <> 0 order by 1`);
  const counted = await t.db.execute<{ key: string; n: number }>(sql`
    select warehouse_id || ' ' || status || ' ' || priority || ' ' || type as key, count(*)::int as n
    from work_orders where deleted_at is null group by 1 order by 1`);
  expect(tallied.rows).toEqual(counted.rows);
  const talliedDays = await t.db.execute(sql`
    select warehouse_id, day::text, sum(created)::int as created, sum(created_open)::int as open,
      sum(completed)::int as completed
    from derived.work_order_day_counts group by 1, 2
    having sum(created) <> 0 or sum(created_open) <> 0 or sum(completed) <> 0 order by 1, 2`);
  const countedDays = await t.db.execute(sql`
    with days as (
      select warehouse_id, (created_at at time zone 'UTC')::date as day, 1 as created,
        (status in ('new', 'assigned', 'in_progress'))::int as open, 0 as completed
      from work_orders where deleted_at is null
      union all
      select warehouse_id, (completed_at at time zone 'UTC')::date, 0, 0, 1
      from work_orders where deleted_at is null and completed_at is not null)
    select warehouse_id, day::text, sum(created)::int as created, sum(open)::int as open,
      sum(completed)::int as completed
    from days group by 1, 2 order by 1, 2`);
  expect(talliedDays.rows).toEqual(countedDays.rows);
}

describe('X-Total-Count from the tallies', () => {
  it('follows creates, status changes and soft deletes at once, warehouse by warehouse', async () => {
    expect(await totalOf()).toBe('0');
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push((await create()).json<{ id: string }>());
    expect(await totalOf()).toBe('3');
    expect(await totalOf('status=new')).toBe('3');

    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${created[0]!.id}`,
      headers: sup,
      payload: { assignedTo: tenant.technician.id },
    });
    expect(assigned.json()).toMatchObject({ status: 'assigned' });
    expect(await totalOf('status=new')).toBe('2');
    expect(await totalOf('status=assigned')).toBe('1');
    expect(await totalOf('status=new,assigned&priority=medium&type=corrective')).toBe('3');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-orders/${created[1]!.id}`,
      headers: manager,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await totalOf()).toBe('2');
    expect(await totalOf('status=new')).toBe('1');

    // Another warehouse's orders are counted apart.
    expect(await totalOf('', northTech)).toBe('0');
    expect((await create(northTech)).statusCode).toBe(201);
    expect(await totalOf('', northTech)).toBe('1');
    expect(await totalOf()).toBe('2');
    await expectTalliesExact();
  });

  it('counts what bypasses the services: bulk inserts, updates and hard deletes', async () => {
    const before = Number(await totalOf());
    await t.db.execute(sql`
      insert into work_orders (organization_id, warehouse_id, fo_number, description, status, priority, type,
        created_at, completed_at, deleted_at)
      select ${main.organizationId}, ${main.warehouseId}, 'WO-BULK-' || g, 'Bulk order ' || g,
        (array['new','assigned','in_progress','completed','verified','closed'])[1 + g % 6]::work_order_status,
        (array['low','medium','high','critical'])[1 + g % 4]::priority,
        (array['corrective','preventive','emergency'])[1 + g % 3]::work_order_type,
        ${NOW.toISOString()}::timestamptz - g * interval '7 hours',
        case when g % 6 >= 3 then ${NOW.toISOString()}::timestamptz - g * interval '5 hours' end,
        case when g % 10 = 0 then ${NOW.toISOString()}::timestamptz end
      from generate_series(1, 40) g`);
    await expectTalliesExact();
    expirePageCache();
    expect(await totalOf()).toBe(String(before + 36));

    await t.db.execute(sql`
      update work_orders set status = 'closed', completed_at = coalesce(completed_at, created_at + interval '1 day')
      where fo_number like 'WO-BULK-%' and status in ('new', 'assigned')`);
    await t.db.execute(
      sql`update work_orders set deleted_at = now() where fo_number in ('WO-BULK-1', 'WO-BULK-2')`,
    );
    await t.db.execute(sql`update work_orders set deleted_at = null where fo_number = 'WO-BULK-10'`);
    await t.db.execute(
      sql`update work_orders set created_at = created_at - interval '3 days' where fo_number like 'WO-BULK-3%'`,
    );
    await t.db.execute(sql`delete from work_orders where fo_number in ('WO-BULK-4', 'WO-BULK-20')`);
    await expectTalliesExact();
    expirePageCache();
    expect(await totalOf()).toBe(String(before + 36 - 2 + 1 - 1));
    expect(await totalOf('status=new,assigned')).toBe(
      await totalOf('status=new,assigned&type=corrective,preventive,emergency'),
    );
  });

  it('stays exact under concurrent creates through the API', async () => {
    // Fewer than the test pool's 10 connections: a create holds one and asks for a second (its FO
    // numbering), so more creates at once than connections starve the pool (answered 503).
    const before = Number(await totalOf());
    const responses = await Promise.all(Array.from({ length: 8 }, () => create()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(await totalOf()).toBe(String(before + 8));
    await expectTalliesExact();
  });

  it('stays exact under 32 writers at once, each creating and moving orders in its transaction', async () => {
    const before = Number(await totalOf());
    const writers = await Promise.all(
      Array.from({ length: 32 }, async () => {
        const client = new pg.Client({ connectionString: t.url });
        await client.connect();
        return client;
      }),
    );
    try {
      await Promise.all(
        writers.map(async (client, w) => {
          for (let round = 0; round < 5; round += 1) {
            await client.query('begin');
            const { rows } = await client.query<{ id: string }>(
              `insert into work_orders (organization_id, warehouse_id, fo_number, description, status, created_at)
               values ($1, $2, $3, 'Concurrent order', 'new', now() - $4 * interval '1 hour') returning id`,
              [main.organizationId, main.warehouseId, `WO-CONC-${w}-${round}`, w],
            );
            await client.query(
              `update work_orders set status = 'completed', completed_at = now() where id = $1 and $2`,
              [rows[0]!.id, round % 2 === 0],
            );
            await client.query('commit');
          }
        }),
      );
    } finally {
      await Promise.all(writers.map((client) => client.end()));
    }
    await expectTalliesExact();
    expirePageCache();
    expect(await totalOf()).toBe(String(before + 160));
  });
});

describe('X-Total-Count of other filters', () => {
  it('counts exactly up to the limit, and beyond it answers the limit as a lower bound', async () => {
    const assignee = `assignedTo=${tenant.supervisor.id}`;
    for (let i = 0; i < COUNT_LIMIT - 1; i += 1)
      await buildWorkOrder(t.db, { ...main, status: 'assigned', assignedTo: tenant.supervisor.id });
    expirePageCache();
    expect(await page(`limit=1&${assignee}`)).toMatchObject({ total: '4', relation: undefined });

    for (let i = 0; i < 3; i += 1)
      await buildWorkOrder(t.db, { ...main, status: 'assigned', assignedTo: tenant.supervisor.id });
    expirePageCache();
    expect(await page(`limit=1&${assignee}`)).toMatchObject({ total: '5', relation: 'gte' });
    // A first page holding every match is its own exact count.
    expect(await page(`limit=10&${assignee}`)).toMatchObject({ rows: 7, total: '7', relation: undefined });
    // Status is tallied: exact past the limit.
    expect(await page('limit=1&status=assigned')).toMatchObject({ total: '8', relation: undefined });
  });

  it('counts overdue orders up to the limit too', async () => {
    for (let i = 0; i < 6; i += 1) {
      await buildWorkOrder(t.db, { ...main, status: 'new', dueDate: new Date(NOW.getTime() - 86_400_000) });
    }
    await buildWorkOrder(t.db, {
      ...main,
      status: 'completed',
      dueDate: new Date(NOW.getTime() - 86_400_000),
    });
    expirePageCache();
    expect(await page('limit=1&overdue=true')).toMatchObject({ total: '5', relation: 'gte' });
    expect(await page('limit=10&overdue=true&sort=dueDate')).toMatchObject({ rows: 6, total: '6' });
  });
});

describe('cursor pages', () => {
  it('carry the first page’s total and never count again', async () => {
    const first = await page('limit=2&status=completed');
    expect(first.next).toBeDefined();
    await buildWorkOrder(t.db, { ...main, status: 'completed' });
    expirePageCache();
    const second = await page(`limit=2&status=completed&cursor=${first.next}`);
    expect(second.total).toBe(first.total);
    // A new first page counts the list as it stands.
    expect((await page('limit=2&status=completed')).total).toBe(String(Number(first.total) + 1));
  });

  it('carry a lower bound as a lower bound', async () => {
    const first = await page(`limit=2&assignedTo=${tenant.supervisor.id}`);
    expect(first).toMatchObject({ total: '5', relation: 'gte' });
    const second = await page(`limit=2&assignedTo=${tenant.supervisor.id}&cursor=${first.next}`);
    expect(second).toMatchObject({ rows: 2, total: '5', relation: 'gte' });
  });

  it('count when a cursor brings no total (written before totals rode along)', async () => {
    const first = await page('limit=2&status=completed');
    const [v, id] = JSON.parse(Buffer.from(first.next!, 'base64url').toString('utf8')) as [string, string];
    const bare = encodeCursor({ v, id });
    expect((await page(`limit=2&status=completed&cursor=${bare}`)).total).toBe(first.total);
  });

  it('refuse a total that is not a count', async () => {
    const first = await page('limit=2&status=completed');
    const [v, id] = JSON.parse(Buffer.from(first.next!, 'base64url').toString('utf8')) as [string, string];
    for (const forged of [
      [v, id, -1, false],
      [v, id, 1.5, false],
      [v, id, 3, 'yes'],
      [v, id, 3],
    ]) {
      const cursor = Buffer.from(JSON.stringify(forged)).toString('base64url');
      const response = await t.app.inject({
        url: `/api/work-orders?limit=2&status=completed&cursor=${cursor}`,
        headers: sup,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('cursor is not valid: start the list again without it');
    }
  });
});

describe('a truncate', () => {
  it('empties the tallies with the table', async () => {
    await t.db.execute(sql`truncate work_orders cascade`);
    await expectTalliesExact();
    expect(
      (await t.db.execute(sql`select count(*)::int as n from derived.work_order_counts`)).rows[0],
    ).toEqual({ n: 0 });
  });
});

describe('the OpenAPI document', () => {
  it('says what the list’s headers mean', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const description: string = document.paths['/api/work-orders'].get.description;
    expect(description).toContain('carried by the cursor to every next page');
    expect(description).toContain('`X-Total-Count-Relation: gte`');
  });
});
