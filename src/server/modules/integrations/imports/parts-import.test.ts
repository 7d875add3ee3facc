import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, parts, stockMovements, vendors } from '../../../db/schema';
import { buildPart, buildTenant } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dryRun } from './import-files.test-helper';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let northAdmin: Record<string, string>;

const HEADER = 'Part Number,Name,Category,Unit Cost (EUR),Stock Level,Reorder Point,Maximum Stock,Vendor';

const commit = (id: string, headers = sup) =>
  t.app.inject({ method: 'POST', url: `/api/imports/parts/${id}/commit`, headers });

const partsOf = async (warehouseId: string, numbers: string[]) =>
  t.db
    .select()
    .from(parts)
    .where(and(eq(parts.warehouseId, warehouseId), inArray(parts.partNumber, numbers)));

const ledgerOf = (partId: string) =>
  t.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.partId, partId))
    .orderBy(asc(stockMovements.createdAt));

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  northAdmin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token, tenant.north.id);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await t.db.insert(vendors).values({ ...scope, name: 'Acme Bearings' });
  await buildPart(t.db, { ...scope, partNumber: 'UPD-1', name: 'Filter', stockLevel: 10, reorderPoint: 2 });
  await buildPart(t.db, {
    ...scope,
    partNumber: 'SAME-1',
    name: 'Belt',
    category: 'mechanical',
    unitCost: '3.50',
  });
});
afterAll(() => t.close());

describe('CSV import of parts', () => {
  it('creates with opening stock, and adjusts a differing stock through the ledger, never silently', async () => {
    const csv = [
      HEADER,
      'NEW-1,Bearing 6204,mechanical,4.80,24,6,40,acme bearings',
      'upd-1,Filter,mechanical,8.40,7,2,,',
      'SAME-1,Belt,mechanical,3.5,10,2,,',
    ].join('\n');
    const { statusCode, preview } = await dryRun(t.app, sup, 'parts', csv, 'stock.csv');
    expect(statusCode).toBe(201);
    expect(preview).toMatchObject({
      kind: 'parts',
      rowCount: 3,
      create: 1,
      update: 1,
      unchanged: 1,
      errorCount: 0,
    });
    expect(preview.rows).toEqual([
      { row: 2, action: 'create', key: 'NEW-1' },
      { row: 3, action: 'update', key: 'upd-1' },
      { row: 4, action: 'unchanged', key: 'SAME-1' },
    ]);
    const done = await commit(preview.id);
    expect(done.statusCode).toBe(200);
    const rows = new Map(
      (await partsOf(tenant.main.id, ['NEW-1', 'UPD-1', 'SAME-1'])).map((r) => [r.partNumber, r]),
    );
    expect(rows.get('NEW-1')).toMatchObject({
      name: 'Bearing 6204',
      unitCost: '4.80',
      stockLevel: 24,
      reorderPoint: 6,
      maxStock: 40,
      vendor: 'Acme Bearings',
    });
    expect(rows.get('NEW-1')?.vendorId).not.toBeNull();
    expect(rows.get('UPD-1')?.stockLevel).toBe(7);
    expect(
      (await ledgerOf(rows.get('NEW-1')!.id)).map((m) => [m.kind, m.quantityDelta, m.stockAfter, m.reason]),
    ).toEqual([['receive', 24, 24, 'Opening stock']]);
    expect(
      (await ledgerOf(rows.get('UPD-1')!.id)).map((m) => [m.kind, m.quantityDelta, m.stockAfter, m.reason]),
    ).toEqual([['adjust', -3, 7, `CSV import ${preview.id}`]]);
    const audits = await t.db
      .select({ entityId: auditLog.entityId, action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'part'),
          inArray(auditLog.entityId, [rows.get('NEW-1')!.id, rows.get('UPD-1')!.id, rows.get('SAME-1')!.id]),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['created', 'updated']);
    const again = await dryRun(t.app, sup, 'parts', csv);
    expect(again.preview).toMatchObject({ create: 0, update: 0, unchanged: 3, errorCount: 0 });
    expect((await commit(preview.id)).statusCode).toBe(409);
  });

  it('names the 3 bad rows with column and message and imports nothing', async () => {
    const csv = [
      HEADER,
      'OK-1,Good part,general,1.00,1,0,,',
      'BAD-1,Bad category,gizmos,1.00,1,0,,',
      'BAD-2,Bad stock,general,1.00,-4,0,,',
      'BAD-3,Unknown vendor,general,1.00,1,0,,Nobody Ltd',
    ].join('\n');
    const { preview } = await dryRun(t.app, sup, 'parts', csv);
    expect(preview).toMatchObject({ create: 1, errorCount: 3 });
    expect(preview.errors).toEqual([
      {
        row: 3,
        column: 'Category',
        code: 'value.oneOf',
        params: {
          field: 'category',
          values: 'general, electrical, mechanical, hydraulic, pneumatic, consumable',
        },
        message: 'Category must be one of: general, electrical, mechanical, hydraulic, pneumatic, consumable',
      },
      {
        row: 4,
        column: 'Stock Level',
        code: 'number.negative',
        params: { field: 'stockLevel' },
        message: 'Stock level cannot be negative',
      },
      {
        row: 5,
        column: 'Vendor',
        code: 'import.noVendorNamed',
        params: { name: 'Nobody Ltd' },
        message: 'No vendor is named Nobody Ltd in this warehouse: add it under Vendors (or import it) first',
      },
    ]);
    expect((await commit(preview.id)).statusCode).toBe(422);
    expect(await partsOf(tenant.main.id, ['OK-1', 'BAD-1', 'BAD-2', 'BAD-3'])).toEqual([]);
  });

  it('re-imports its own export unchanged', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/reports/parts.csv', headers: sup });
    expect(exported.statusCode).toBe(200);
    const { preview } = await dryRun(t.app, sup, 'parts', exported.body);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(parts)
      .where(eq(parts.warehouseId, tenant.main.id))) as [{ n: number }];
    expect(preview).toMatchObject({ create: 0, update: 0, unchanged: n, errorCount: 0 });
  });

  it('imports into the caller’s warehouse only', async () => {
    const { preview } = await dryRun(
      t.app,
      northAdmin,
      'parts',
      `${HEADER}\nUPD-1,North filter,general,2.00,99,0,,\n`,
    );
    expect(preview).toMatchObject({ create: 1, errorCount: 0 });
    expect((await commit(preview.id, northAdmin)).statusCode).toBe(200);
    expect((await partsOf(tenant.north.id, ['UPD-1']))[0]).toMatchObject({
      name: 'North filter',
      stockLevel: 99,
    });
    expect((await partsOf(tenant.main.id, ['UPD-1']))[0]).toMatchObject({ name: 'Filter', stockLevel: 7 });
  });

  it('downloads a template with a header and two example rows that dry-run clean', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/imports/templates/parts.csv',
      headers: sup,
    });
    expect(template.statusCode).toBe(200);
    const lines = template.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Part Number,Name,Description,Category,Unit Of Measure,Unit Cost,Stock Level,Reorder Point,Reorder Quantity,Maximum Stock,Vendor,Location',
    );
    expect(lines).toHaveLength(3);
    const { preview } = await dryRun(t.app, sup, 'parts', template.body);
    expect(preview).toMatchObject({ create: 2, errorCount: 0 });
  });
});
