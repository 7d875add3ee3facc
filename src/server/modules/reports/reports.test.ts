import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouses, workOrders } from '../../db/schema';
import { buildDowntime, buildEquipment, buildPart, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_PAGE_SIZE } from './exports.service';

const NOW = new Date('2026-10-14T08:00:00.000Z');

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

const get = (url: string, headers = sup) => t.app.inject({ method: 'GET', url, headers });
/** The lines of a CSV answer, without its byte-order mark and final line break. */
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  // Times in exports are the plant's: Berlin is UTC+2 on this date.
  await t.db.update(warehouses).set({ timezone: 'Europe/Berlin' }).where(eq(warehouses.id, tenant.main.id));
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

describe('CSV exports', () => {
  it('exports work orders with the list’s filters, the plant’s local times, labour and parts', async () => {
    const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const pump = await buildEquipment(t.db, { ...main, assetTag: 'PMP-101' });
    await buildWorkOrder(t.db, {
      ...main,
      foNumber: 'WO-2026-101',
      description: '=HYPERLINK("http://evil") seal, "urgent"',
      equipmentId: pump.id,
      status: 'in_progress',
      priority: 'high',
      assignedTo: tenant.technician.id,
      createdAt: new Date('2026-10-13T06:30:00Z'),
      startedAt: new Date('2026-10-13T07:00:00Z'),
    });
    await buildWorkOrder(t.db, { ...main, foNumber: 'WO-2026-102', status: 'new' });
    await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
      foNumber: 'WO-2026-103',
      status: 'in_progress',
    });
    const [first] = await t.db.select().from(workOrders).where(eq(workOrders.foNumber, 'WO-2026-101'));
    await t.db.execute(sql`
      insert into labor_entries (organization_id, warehouse_id, work_order_id, user_id, started_at, ended_at, minutes)
      values (${main.organizationId}, ${main.warehouseId}, ${first!.id}, ${tenant.technician.id}, now(), now(), 90)`);
    const part = await buildPart(t.db, { ...main, unitCost: '12.40' });
    await t.db.execute(sql`
      insert into parts_usage (organization_id, warehouse_id, work_order_id, part_id, quantity, unit_cost)
      values (${main.organizationId}, ${main.warehouseId}, ${first!.id}, ${part.id}, 3, '12.40')`);

    const response = await get('/api/reports/work-orders.csv?status=in_progress');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="work-orders-2026-10-14.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      'FO Number,Type,Priority,Status,Description,Equipment,Area,Asset Model,Assigned To,Requested By,Vendor,' +
        'Due Date,Created,Started,Completed,Verified,Closed,Estimated Hours,Labour Hours,Parts Cost,Escalation Level,Rating',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toBe(
      `WO-2026-101,corrective,high,in_progress,"'=HYPERLINK(""http://evil"") seal, ""urgent""",PMP-101,,,` +
        `${tenant.technician.firstName} ${tenant.technician.lastName},,,,2026-10-13 08:30,2026-10-13 09:00,,,,,1.5,37.20,0,`,
    );
  });

  it(`streams every row, page after page of ${EXPORT_PAGE_SIZE}`, async () => {
    const other = await t.db
      .insert(warehouses)
      .values({ organizationId: tenant.org.id, name: 'Export Plant', code: 'EXP' })
      .returning();
    const plant = other[0]!;
    await t.db.execute(sql`
      insert into work_orders (organization_id, warehouse_id, fo_number, description, created_at)
      select ${tenant.org.id}, ${plant.id}, 'WO-2025-' || lpad(g::text, 5, '0'), 'Bulk export order ' || g,
        timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, 2345) g`);
    const admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token, plant.id);
    await t.db.execute(
      sql`insert into user_warehouses (user_id, warehouse_id) values (${tenant.admin.id}, ${plant.id})`,
    );
    const response = await get('/api/reports/work-orders.csv?sort=createdAt', admin);
    const [, ...rows] = lines(response.body);
    expect(rows).toHaveLength(2345);
    expect(rows[0]).toMatch(/^WO-2025-00001,/);
    expect(rows.at(-1)).toMatch(/^WO-2025-02345,/);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(2345);
  });

  it('exports equipment, parts with their stock value, and downtime of the period', async () => {
    const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const fan = await buildEquipment(t.db, {
      ...main,
      assetTag: 'FAN-001',
      name: 'Exhaust fan',
      status: 'maintenance',
    });
    await buildPart(t.db, {
      ...main,
      partNumber: 'BLT-A42',
      name: 'V-belt A42',
      unitCost: '7.25',
      stockLevel: 4,
      reorderPoint: 5,
      reorderQuantity: 12,
    });
    await buildDowntime(t.db, {
      ...main,
      equipmentId: fan.id,
      reasonCode: 'utilities',
      startedAt: new Date('2026-10-14T05:00:00Z'),
    });

    const machines = lines((await get('/api/reports/equipment.csv')).body);
    expect(machines[0]).toBe(
      'Asset Tag,Name,Model,Description,Location,Status,Criticality,Manufacturer,Serial Number,Install Date,Warranty Expiry,Added',
    );
    expect(machines.find((l) => l.startsWith('FAN-001'))).toMatch(
      /^FAN-001,Exhaust fan,Grundfos CR 32-2,Cooling water pump,Line 1,maintenance,medium,/,
    );

    const stock = lines((await get('/api/reports/parts.csv')).body);
    expect(stock[0]).toBe(
      'Part Number,Name,Description,Category,Unit Of Measure,Unit Cost (USD),Stock Level,Reorder Point,Reorder Quantity,Maximum Stock,Stock Status,Stock Value (USD),Vendor,Location',
    );
    expect(stock).toContain('BLT-A42,V-belt A42,,mechanical,each,7.25,4,5,12,,Low Stock,29.00,,');

    const stops = lines((await get('/api/reports/downtime.csv?days=7')).body);
    expect(stops[0]).toBe(
      'Asset Tag,Equipment,Reason,Reason Code,Planned,Started,Ended,Hours,Work Order,Note,Opened By,Closed By',
    );
    expect(stops).toContain('FAN-001,Exhaust fan,Utilities,utilities,No,2026-10-14 07:00,Still down,3,,,,');
  });

  it('exports PM compliance with the spec’s columns', async () => {
    const response = await get('/api/reports/pm-compliance.csv?days=30');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pm-compliance-report-2026-10-14.csv"',
    );
    expect(lines(response.body)[0]).toBe(
      'Asset Tag,Model,Compliance Rate,Last PM Date,Next PM Date,Overdue Count',
    );
  });

  it('are in the exporter’s language: a German manager gets German headers and words, the codes as they are', async () => {
    const manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/language',
      headers: manager,
      payload: { locale: 'de' },
    });
    expect(language.statusCode).toBe(200);

    const orders = lines((await get('/api/reports/work-orders.csv?status=in_progress', manager)).body);
    expect(orders[0]).toBe(
      'FO-Nummer,Typ,Priorität,Status,Beschreibung,Anlage,Bereich,Anlagenmodell,Zugewiesen an,Angefordert von,' +
        'Lieferant,Fälligkeitsdatum,Erstellt,Begonnen,Abgeschlossen,Abgenommen,Geschlossen,Geschätzte Stunden,' +
        'Arbeitsstunden,Teilekosten,Eskalationsstufe,Bewertung',
    );
    expect(orders[1]).toMatch(/^WO-2026-101,corrective,high,in_progress,/);

    const stock = lines((await get('/api/reports/parts.csv', manager)).body);
    expect(stock[0]).toBe(
      'Teilenummer,Name,Beschreibung,Kategorie,Maßeinheit,Stückkosten (USD),Bestand,Meldebestand,Bestellmenge,' +
        'Höchstbestand,Bestandsstatus,Bestandswert (USD),Lieferant,Standort',
    );
    expect(stock).toContain('BLT-A42,V-belt A42,,mechanical,each,7.25,4,5,12,,Niedriger Bestand,29.00,,');

    const stops = lines((await get('/api/reports/downtime.csv?days=7', manager)).body);
    expect(stops).toContain(
      'FAN-001,Exhaust fan,Utilities,utilities,Nein,2026-10-14 07:00,Noch außer Betrieb,3,,,,',
    );
    const compliance = lines((await get('/api/reports/pm-compliance.csv?days=30', manager)).body);
    expect(compliance[0]).toBe(
      'Anlagennummer,Modell,Erfüllungsquote,Letzte Wartung,Nächste Wartung,Anzahl überfällig',
    );
    // Another reader's export is theirs: the supervisor's stays English.
    expect(lines((await get('/api/reports/parts.csv')).body)[0]).toMatch(/^Part Number,Name,/);
  });

  it('are for supervisors and up', async () => {
    expect((await get('/api/reports/parts.csv', tech)).statusCode).toBe(403);
    const oddPeriod = await get('/api/reports/downtime.csv?days=11', sup);
    expect(oddPeriod.statusCode).toBe(400);
    expect(oddPeriod.json()).toMatchObject({
      code: 'analytics.daysOneOf',
      params: { values: '7, 30, 90, 180, 365' },
      message: 'days must be one of 7, 30, 90, 180, 365',
    });
    expect((await get('/api/reports/downtime.csv?days=many', sup)).json()).toMatchObject({
      code: 'number.notNumber',
      params: { field: 'daysParam' },
      message: 'days must be a number',
    });
  });
});

describe('printable work-order sheets', () => {
  it('hold each order with its checklist, parts, labour and downtime, in the order asked', async () => {
    const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const a = await buildWorkOrder(t.db, { ...main, foNumber: 'WO-2026-201' });
    const b = await buildWorkOrder(t.db, { ...main, foNumber: 'WO-2026-202' });
    const response = await get(`/api/reports/work-order-sheets?ids=${b.id},${a.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      warehouseName: 'Main Plant',
      currency: 'USD',
      printedAt: NOW.toISOString(),
      missingIds: [],
      sheets: [
        { workOrder: { foNumber: 'WO-2026-202' }, checklist: [], partsUsage: [], labor: [], downtime: [] },
        { workOrder: { foNumber: 'WO-2026-201' } },
      ],
    });
  });

  it('leave out another plant’s order, naming it, and refuse more than 100 at once', async () => {
    const foreign = await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
    });
    const own = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const mixed = (await get(`/api/reports/work-order-sheets?ids=${foreign.id},${own.id}`)).json();
    expect(mixed.sheets.map((s: { workOrder: { id: string } }) => s.workOrder.id)).toEqual([own.id]);
    expect(mixed.missingIds).toEqual([foreign.id]);
    expect(JSON.stringify(mixed)).not.toContain(foreign.foNumber);
    const many = Array.from({ length: 101 }, () => foreign.id).join(',');
    const refused = await get(`/api/reports/work-order-sheets?ids=${many}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'report.sheetsAtMost',
      params: { max: 100 },
      message: 'At most 100 work orders print at once',
    });
    const none = await get('/api/reports/work-order-sheets');
    expect(none.json()).toMatchObject({
      code: 'text.required',
      params: { field: 'idsParam' },
      message: 'ids is required',
    });
  });
});
