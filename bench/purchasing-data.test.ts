import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES } from '../src/server/modules/purchasing/open-orders';
import { buildTenant } from '../src/server/test/factories';
import { createTestApp, type TestApp } from '../src/server/test/test-app';
import { generatePurchasing } from './purchasing-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openStatuses = sql.join(
  OPEN_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

describe('the purchasing generator (issue 27 bench)', () => {
  it('writes orders of whole lines from each vendor’s own parts, numbered per year, with totals and receipts that add up', async () => {
    const tenant = await buildTenant(t.db);
    const warehouseId = tenant.main.id;
    await generatePurchasing(
      t.db,
      {
        organizationId: tenant.org.id,
        warehouseId,
        buyerId: tenant.supervisor.id,
        approverId: tenant.manager.id,
      },
      { vendors: 10, parts: 2_000, orders: 400, linesPerOrder: 5, lowShare: 0.1 },
    );

    const { rows } = await t.db.execute<Record<string, number>>(sql`
      select
        (select count(*) from vendors where warehouse_id = ${warehouseId})::int as vendors,
        (select count(*) from parts where warehouse_id = ${warehouseId})::int as parts,
        (select count(*) from parts where warehouse_id = ${warehouseId} and stock_level <= reorder_point)::int as low,
        (select count(*) from parts where warehouse_id = ${warehouseId} and vendor_id is not null)::int as preferred,
        (select count(*) from part_vendors)::int as prices,
        (select count(*) from purchase_orders where warehouse_id = ${warehouseId})::int as orders,
        (select count(distinct number) from purchase_orders where warehouse_id = ${warehouseId}
          and number ~ '^PO-\\d{4}-\\d{6}$')::int as well_numbered,
        (select count(*) from purchase_orders where warehouse_id = ${warehouseId}
          and status in (${openStatuses}))::int as open,
        (select count(*) from purchase_orders where warehouse_id = ${warehouseId}
          and status in ('received', 'closed'))::int as done,
        (select count(*) from purchase_order_lines)::int as lines,
        (select count(*) from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
          join parts p on p.id = l.part_id where p.vendor_id is distinct from o.vendor_id)::int as foreign_parts,
        (select count(*) from (select 1 from purchase_order_lines group by purchase_order_id, part_id
          having count(*) > 1) twice)::int as repeated_parts,
        (select count(*) from purchase_orders o where o.total <> (select sum(quantity * unit_price)
          from purchase_order_lines where purchase_order_id = o.id))::int as wrong_totals,
        (select count(*) from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
          where o.status in ('received', 'closed') and l.received_quantity <> l.quantity)::int as unreceived_done`);
    const counts = rows[0]!;

    expect(counts).toMatchObject({
      vendors: 10,
      parts: 2_000,
      orders: 400,
      well_numbered: 400,
      lines: 2_000,
      foreign_parts: 0,
      repeated_parts: 0,
      wrong_totals: 0,
      unreceived_done: 0,
    });
    // Drawn shares (seeded): wide bounds, so the mix can change without a test rewrite.
    expect(counts.low).toBeGreaterThan(100);
    expect(counts.low).toBeLessThan(300);
    expect(counts.preferred).toBeGreaterThan(1_700);
    expect(counts.prices).toBeGreaterThan(1_000);
    expect(counts.open).toBeGreaterThan(10);
    expect(counts.done).toBeGreaterThan(200);
  });
});
