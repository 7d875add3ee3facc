import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_EQUIPMENT_PAGE_SIZE } from '../../../shared/schemas/pm';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-05-15T12:00:00Z');
/** More than a page of the CSV export (EXPORT_PAGE_SIZE) too. */
const FLEET = 1_050;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;

type Row = { assetTag: string; complianceRate: number | null; overdueCount: number };

/**
 * A fleet larger than a page (issue 14 §3: the whole list came in one answer, 2 MB at 10,000
 * assets). Asset n (PMA-0001 … PMA-1050) has two PMs due 10 and 20 days ago; the first is
 * completed on time for every n, the second on time when n is even, never when n % 10 = 5
 * (overdue), late otherwise. So even assets are at 100 %, n % 10 = 5 at 50 % with one overdue,
 * the others at 50 %. PMA-0000 had one PM, done a year and a half ago (nothing due in the last
 * 90 days), and PMA-9999, deleted, has one overdue.
 */
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await t.db.execute(sql`
    insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description)
    select ${scope.organizationId}, ${scope.warehouseId}, 'PMA-' || lpad(g::text, 4, '0'), 'Unit ' || g,
      case when g % 2 = 0 then 'Grundfos CR 32-2' else 'Atlas Copco GA37' end, 'Compliance fleet'
    from generate_series(0, ${FLEET}) g`);
  const now = NOW.toISOString();
  await t.db.execute(sql`
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, status, equipment_id,
      due_date, completed_at)
    select ${scope.organizationId}, ${scope.warehouseId}, 'PMA-' || e.asset_tag || '-' || k, 'preventive',
      'Monthly PM of ' || e.asset_tag, case when done is null then 'assigned' else 'closed' end::work_order_status,
      e.id, due, done
    from equipment e
    cross join lateral (values (1), (2)) pm(k)
    cross join lateral (select ${now}::timestamptz - (k * 10) * interval '1 day' as due) d
    cross join lateral (select case
      when k = 1 or substr(e.asset_tag, 5)::int % 2 = 0 then due - interval '1 hour'
      when substr(e.asset_tag, 5)::int % 10 = 5 then null
      else due + interval '3 days' end as done) c
    where e.warehouse_id = ${scope.warehouseId} and e.asset_tag like 'PMA-%' and e.asset_tag <> 'PMA-0000'`);
  const [first] = (
    await t.db.execute<{ id: string }>(
      sql`select id from equipment where asset_tag = 'PMA-0000' and warehouse_id = ${scope.warehouseId}`,
    )
  ).rows;
  const pm = { ...scope, type: 'preventive' as const };
  await buildWorkOrder(t.db, {
    ...pm,
    equipmentId: first!.id,
    status: 'closed',
    dueDate: new Date('2024-11-22T12:00:00Z'),
    completedAt: new Date('2024-11-21T09:00:00Z'),
  });
  const deleted = await buildEquipment(t.db, { ...scope, assetTag: 'PMA-9999', deletedAt: NOW });
  await buildWorkOrder(t.db, { ...pm, equipmentId: deleted.id, dueDate: new Date('2026-05-13T12:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: sup });

async function allPages(query: string) {
  const rows: Row[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const response = await get(
      `/api/pm-compliance/equipment?${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    rows.push(...(response.json() as Row[]));
    pages += 1;
    cursor = response.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return { rows, pages, total: Number(response.headers['x-total-count']) };
  }
}

describe('the equipment list of PM compliance, paged on the server', () => {
  it('answers the summary with the first page, the total and the next cursor, not the whole fleet', async () => {
    const body = (await get('/api/pm-compliance?days=90')).json();
    expect(body.equipmentCompliance).toHaveLength(COMPLIANCE_EQUIPMENT_PAGE_SIZE);
    expect(body.equipmentTotal).toBe(FLEET + 1);
    expect(body.equipmentNextCursor).toEqual(expect.any(String));
    expect(body.equipmentCompliance[0]).toMatchObject({
      assetTag: 'PMA-0000',
      complianceRate: null,
      overdueCount: 0,
      lastPMDate: '2024-11-21T09:00:00.000Z',
      nextPMDate: null,
    });
    expect(body.equipmentCompliance[1]).toMatchObject({ assetTag: 'PMA-0001', complianceRate: 50 });
    expect(body).toMatchObject({ totalPMsScheduled: 2 * FLEET + 1, overdueCount: FLEET / 10 + 1 });
  });

  it('pages through every live asset with PMs once, by asset tag, with X-Total-Count', async () => {
    const { rows, pages, total } = await allPages('days=90');
    expect(pages).toBe(11);
    expect(total).toBe(FLEET + 1);
    expect(rows.map((r) => r.assetTag)).toEqual(
      Array.from({ length: FLEET + 1 }, (_, n) => `PMA-${String(n).padStart(4, '0')}`),
    );
  });

  it('filters by the bands and overdue work on the server', async () => {
    const compliant = await allPages('days=90&filter=compliant');
    expect(compliant.total).toBe(FLEET / 2);
    expect(compliant.rows.every((r) => r.complianceRate === 100)).toBe(true);
    const atRisk = await allPages('days=90&filter=at-risk');
    expect(atRisk.total).toBe(FLEET / 2);
    expect(atRisk.rows.every((r) => r.complianceRate === 50)).toBe(true);
    const overdue = await allPages('days=90&filter=overdue');
    expect(overdue.total).toBe(FLEET / 10);
    expect(overdue.rows.map((r) => r.assetTag).slice(0, 3)).toEqual(['PMA-0005', 'PMA-0015', 'PMA-0025']);
    expect(overdue.rows.every((r) => r.overdueCount === 1)).toBe(true);
  });

  it('searches asset tags and models, and narrows the total with it', async () => {
    const tagged = await allPages('days=90&q=pma-012');
    expect(tagged.rows.map((r) => r.assetTag)).toEqual(Array.from({ length: 10 }, (_, n) => `PMA-012${n}`));
    expect(tagged.total).toBe(10);
    const model = await allPages('days=90&q=GA37&filter=overdue');
    expect(model.total).toBe(FLEET / 10);
  });

  it('exports every asset in the CSV report, page after page', async () => {
    const csv = (await get('/api/reports/pm-compliance.csv?days=90')).body.replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + FLEET + 1);
    expect(lines[1]).toBe('PMA-0000,Grundfos CR 32-2,N/A,2024-11-21,TBD,0');
    expect(lines.at(-1)).toBe('PMA-1050,Grundfos CR 32-2,100%,2026-05-05,TBD,0');
  });

  it('refuses a bad filter, limit or cursor with a 400', async () => {
    const badFilter = await get('/api/pm-compliance/equipment?days=30&filter=late');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('filter must be one of: all, compliant, at-risk, overdue');
    expect((await get('/api/pm-compliance/equipment?days=30&limit=501')).statusCode).toBe(400);
    const badCursor = await get('/api/pm-compliance/equipment?days=30&cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'request.cursorNotValid',
      message: 'cursor is not valid: start the list again without it',
      details: [{ path: 'cursor', code: 'sync.invalidCursorShort', message: 'Invalid cursor' }],
    });
  });
});
