import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../src/server/test/factories';
import { createTestApp, type TestApp } from '../src/server/test/test-app';
import { benchFoNumber, generatePlanningBoard } from './data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated FO numbers', () => {
  it('stay unique past the millionth order of a warehouse (issue 14: lpad to 6 digits collided)', async () => {
    const numbers = await t.db.execute<{ fo: string }>(sql`
      select ${benchFoNumber('WO-BENCH-', sql`g`)} as fo
      from unnest(array[1, 99999, 100000, 999999, 1000000, 9999999]) g`);
    const all = numbers.rows.map((r) => r.fo);
    expect(all).toEqual([
      'WO-BENCH-0000001',
      'WO-BENCH-0099999',
      'WO-BENCH-0100000',
      'WO-BENCH-0999999',
      'WO-BENCH-1000000',
      'WO-BENCH-9999999',
    ]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the planning board generator (issue 26 bench)', () => {
  it('books the scheduled orders on weekdays of the window for the new technicians and leaves the backlog unscheduled', async () => {
    const tenant = await buildTenant(t.db);
    const ids = await generatePlanningBoard(
      t.db,
      { organizationId: tenant.org.id, warehouseId: tenant.main.id, requestedBy: tenant.supervisor.id },
      { technicians: 5, scheduled: 30, backlog: 20, firstDay: '2030-01-07', days: 14 },
    );
    expect(ids).toHaveLength(5);
    const { rows } = await t.db.execute<{
      scheduled: number;
      backlog: number;
      weekend: number;
      outside: number;
    }>(sql`
      select count(*) filter (where scheduled_start is not null and assigned_to = any(${`{${ids.join(',')}}`}::uuid[]))::int as scheduled,
        count(*) filter (where scheduled_start is null and status = 'new')::int as backlog,
        count(*) filter (where extract(isodow from scheduled_start) > 5)::int as weekend,
        count(*) filter (where scheduled_start < '2030-01-07' or scheduled_start >= '2030-01-21')::int as outside
      from work_orders where warehouse_id = ${tenant.main.id}`);
    expect(rows[0]).toEqual({ scheduled: 30, backlog: 20, weekend: 0, outside: 0 });
  });
});
