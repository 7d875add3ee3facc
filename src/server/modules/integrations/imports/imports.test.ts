import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, equipment, vendors } from '../../../db/schema';
import { buildEquipment, buildLocation, buildTenant } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dryRun } from './import-files.test-helper';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let northAdmin: Record<string, string>;

const HEADER = 'Asset Tag,Name,Model,Description,Status,Criticality,Location Code,Parent Asset Tag';

const commit = (kind: string, id: string, headers = sup) =>
  t.app.inject({ method: 'POST', url: `/api/imports/${kind}/${id}/commit`, headers });

const equipmentOf = async (tags: string[]) =>
  t.db
    .select()
    .from(equipment)
    .where(and(eq(equipment.warehouseId, tenant.main.id), inArray(equipment.assetTag, tags)));

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  northAdmin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token, tenant.north.id);
});
afterAll(() => t.close());

describe('CSV import of equipment', () => {
  it('previews creates, updates and unchanged rows, then imports them in one go, parents first', async () => {
    const hall = await buildLocation(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      code: 'HALL-2',
    });
    await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      assetTag: 'UPD-1',
      name: 'Old name',
      model: 'M1',
      description: 'Kept pump',
      criticality: 'medium',
    });
    await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      assetTag: 'SAME-1',
      name: 'Same pump',
      model: 'M1',
      description: 'Kept pump',
      criticality: 'low',
    });
    const csv = [
      HEADER,
      // The motor names its line before the line's own row: parents are created first anyway.
      'MOT-1,Line motor,Siemens 1LE1,Drive motor,active,high,,LINE-1',
      'LINE-1,Packing line,PL-200,Packing line 2,active,critical,hall-2,',
      'upd-1,New name,M1,Kept pump,,medium,,',
      'SAME-1,Same pump,M1,Kept pump,active,low,,',
    ].join('\n');
    const { statusCode, preview } = await dryRun(t.app, sup, 'equipment', csv, 'plant.csv');
    expect(statusCode).toBe(201);
    expect(preview).toMatchObject({
      kind: 'equipment',
      fileName: 'plant.csv',
      rowCount: 4,
      create: 2,
      update: 1,
      unchanged: 1,
      errorCount: 0,
      errors: [],
      committedAt: null,
    });
    expect(preview.rows).toEqual([
      { row: 2, action: 'create', key: 'MOT-1' },
      { row: 3, action: 'create', key: 'LINE-1' },
      { row: 4, action: 'update', key: 'upd-1' },
      { row: 5, action: 'unchanged', key: 'SAME-1' },
    ]);
    expect(await equipmentOf(['MOT-1', 'LINE-1'])).toEqual([]);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/imports/equipment/${preview.id}`,
      headers: sup,
    });
    expect(again.json()).toEqual(preview);

    const done = await commit('equipment', preview.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ create: 2, update: 1, unchanged: 1 });
    expect(done.json().committedAt).not.toBeNull();
    const rows = await equipmentOf(['MOT-1', 'LINE-1', 'UPD-1']);
    const byTag = new Map(rows.map((r) => [r.assetTag, r]));
    expect(byTag.get('MOT-1')).toMatchObject({ parentId: byTag.get('LINE-1')!.id, criticality: 'high' });
    expect(byTag.get('LINE-1')).toMatchObject({
      locationId: hall.id,
      parentId: null,
      criticality: 'critical',
    });
    expect(byTag.get('UPD-1')).toMatchObject({ name: 'New name', status: 'active', version: 2 });
    const audits = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          rows.map((r) => r.id),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['created', 'created', 'updated']);
    expect(audits.find((a) => a.action === 'updated')?.changes).toEqual({
      name: { from: 'Old name', to: 'New name' },
    });

    const twice = await commit('equipment', preview.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This file was already imported: run a new dry run to import it again');

    const reimport = await dryRun(t.app, sup, 'equipment', csv);
    expect(reimport.preview).toMatchObject({ create: 0, update: 0, unchanged: 4, errorCount: 0 });
  });

  it('names every bad row with its column and imports nothing from a file with errors', async () => {
    const csv = [
      HEADER,
      'BAD-1,Good pump,M1,Fine,active,medium,,',
      'BAD-2,Pump,M1,Fine,active,urgent,,',
      'BAD-3,,M1,Fine,active,medium,,',
      'BAD-4,Pump,M1,Fine,active,medium,NOWHERE,',
      'BAD-5,Pump,M1,Fine,active,medium,,',
    ].join('\r\n');
    const { preview } = await dryRun(t.app, sup, 'equipment', csv);
    expect(preview).toMatchObject({ create: 2, errorCount: 3 });
    expect(preview.errors).toEqual([
      {
        row: 3,
        column: 'Criticality',
        code: 'equipment.criticalityInvalid',
        message: 'Criticality must be low, medium, high or critical',
      },
      {
        row: 4,
        column: 'Name',
        code: 'text.required',
        params: { field: 'equipmentName' },
        message: 'Equipment name is required',
      },
      {
        row: 5,
        column: 'Location Code',
        code: 'import.noLocationCode',
        params: { code: 'NOWHERE' },
        message: 'No location has the code NOWHERE in this warehouse',
      },
    ]);
    const refused = await commit('equipment', preview.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'import.errors',
      params: { count: 3 },
      message: 'The file has 3 errors: fix them and run the dry run again',
    });
    expect(await equipmentOf(['BAD-1', 'BAD-5'])).toEqual([]);
  });

  it('finds a cycle, a repeated tag, an unknown parent and a missing column', async () => {
    const cyc = [
      HEADER,
      'CYC-A,Pump A,M1,Fine,,,,CYC-B',
      'CYC-B,Pump B,M1,Fine,,,,CYC-A',
      'CYC-A,Pump A again,M1,Fine,,,,',
      'CYC-C,Pump C,M1,Fine,,,,NOPE-9',
    ].join('\n');
    const { preview } = await dryRun(t.app, sup, 'equipment', cyc);
    expect(preview.errors).toEqual([
      {
        row: 2,
        column: 'Parent Asset Tag',
        code: 'import.parentCycle',
        params: { tag: 'CYC-A', through: 'CYC-B' },
        message: 'Asset CYC-A would end up a part of itself through CYC-B: the parents make a cycle',
      },
      {
        row: 3,
        column: 'Parent Asset Tag',
        code: 'import.parentCycle',
        params: { tag: 'CYC-B', through: 'CYC-A' },
        message: 'Asset CYC-B would end up a part of itself through CYC-A: the parents make a cycle',
      },
      {
        row: 4,
        column: 'Asset Tag',
        code: 'import.assetTagTwice',
        params: { tag: 'CYC-A', earlierRow: 2 },
        message: 'Asset tag CYC-A is already on row 2: each asset appears once',
      },
      {
        row: 5,
        column: 'Parent Asset Tag',
        code: 'import.noParentTag',
        params: { tag: 'NOPE-9' },
        message: 'No asset has the tag NOPE-9 in this warehouse or in this file',
      },
    ]);
    const missing = await dryRun(t.app, sup, 'equipment', 'Asset Tag,Name\nMIS-1,Pump\n');
    expect(missing.preview.errors.slice(0, 2)).toEqual([
      {
        row: 1,
        column: 'Model',
        code: 'import.columnMissing',
        params: { column: 'Model' },
        message: 'The column Model is missing: add it to the header row',
      },
      {
        row: 1,
        column: 'Description',
        code: 'import.columnMissing',
        params: { column: 'Description' },
        message: 'The column Description is missing: add it to the header row',
      },
    ]);
  });

  it('reads a BOM, semicolons, quoted fields and keeps formula-like cells as text', async () => {
    const csv =
      '\uFEFFasset tag;NAME;Model;Description\r\n' +
      'FRM-1;"Pump; north";"KSB ""65""";=SUM(A1:A3)\r\n' +
      'FRM-2;Pump;M1;\'=HYPERLINK("x")\r\n' +
      'FRM-3;Pump;M1;"two\r\nlines"\r\n';
    const { preview } = await dryRun(t.app, sup, 'equipment', csv);
    expect(preview).toMatchObject({ create: 3, errorCount: 0 });
    expect((await commit('equipment', preview.id)).statusCode).toBe(200);
    const rows = new Map((await equipmentOf(['FRM-1', 'FRM-2', 'FRM-3'])).map((r) => [r.assetTag, r]));
    expect(rows.get('FRM-1')).toMatchObject({
      name: 'Pump; north',
      model: 'KSB "65"',
      description: '=SUM(A1:A3)',
    });
    // The export's apostrophe before a formula is removed, exactly that one.
    expect(rows.get('FRM-2')?.description).toBe('=HYPERLINK("x")');
    expect(rows.get('FRM-3')?.description).toBe('two\r\nlines');
  });

  it('re-imports its own export unchanged, formula cells included', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/reports/equipment.csv', headers: sup });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("'=SUM(A1:A3)");
    const { preview } = await dryRun(t.app, sup, 'equipment', exported.body);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(equipment)
      .where(eq(equipment.warehouseId, tenant.main.id))) as [{ n: number }];
    expect(preview).toMatchObject({ create: 0, update: 0, unchanged: n, errorCount: 0 });
  });

  it('imports 2,000 rows in one dry run and one commit', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 2000; i += 1)
      lines.push(
        `BULK-${i},Bulk pump ${i},M1,Bulk,active,medium,,${i % 10 === 0 ? '' : `BULK-${i - (i % 10)}`}`,
      );
    const { preview } = await dryRun(t.app, sup, 'equipment', lines.join('\n'));
    expect(preview).toMatchObject({ rowCount: 2000, create: 2000, errorCount: 0 });
    expect(preview.rows).toHaveLength(20);
    expect((await commit('equipment', preview.id)).statusCode).toBe(200);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(equipment)
      .where(sql`${equipment.assetTag} like 'BULK-%' and ${equipment.parentId} is not null`)) as [
      { n: number },
    ];
    expect(n).toBe(1800);
    const again = await dryRun(t.app, sup, 'equipment', lines.join('\n'));
    expect(again.preview).toMatchObject({ unchanged: 2000, create: 0, update: 0 });
    const renamed = await dryRun(
      t.app,
      sup,
      'equipment',
      lines.join('\n').replaceAll('Bulk pump', 'Bulk fan'),
    );
    expect(renamed.preview).toMatchObject({ update: 2000, errorCount: 0 });
    expect((await commit('equipment', renamed.preview.id)).statusCode).toBe(200);
    const audits = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes, userId: auditLog.userId })
      .from(auditLog)
      .innerJoin(equipment, eq(equipment.id, auditLog.entityId))
      .where(eq(equipment.assetTag, 'BULK-1999'))
      .orderBy(auditLog.createdAt);
    expect(audits).toEqual([
      { action: 'created', changes: null, userId: tenant.supervisor.id },
      {
        action: 'updated',
        changes: { name: { from: 'Bulk pump 1999', to: 'Bulk fan 1999' } },
        userId: tenant.supervisor.id,
      },
    ]);
  });

  it('keeps to the caller’s warehouse and the kind’s permission', async () => {
    const csv = `${HEADER}\nUPD-1,North pump,M1,Elsewhere,active,low,,\n`;
    const north = await dryRun(t.app, northAdmin, 'equipment', csv);
    expect(north.preview).toMatchObject({ create: 1, update: 0 });
    expect((await commit('equipment', north.preview.id, northAdmin)).statusCode).toBe(200);
    expect((await equipmentOf(['UPD-1']))[0]).toMatchObject({ name: 'New name' });
    expect((await commit('equipment', north.preview.id)).statusCode).toBe(404);

    const refused = await dryRun(t.app, tech, 'equipment', csv);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses what is not a CSV file with a message to act on', async () => {
    const empty = await dryRun(t.app, sup, 'equipment', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.preview).toMatchObject({
      message: 'The file is empty: the first row must name the columns',
    });
    const broken = await dryRun(t.app, sup, 'equipment', `${HEADER}\n"unclosed,x\n`);
    expect(broken.statusCode).toBe(422);
    expect(JSON.parse(broken.body).message).toMatch(/^The file is not valid CSV: Quote Not Closed/);
  });

  it('downloads a template with a header and two example rows that dry-run clean', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/imports/templates/equipment.csv',
      headers: sup,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = template.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Asset Tag,Name,Model,Description,Location,Status,Criticality,Manufacturer,Serial Number,Install Date,Warranty Expiry,Location Code,Parent Asset Tag',
    );
    expect(lines).toHaveLength(3);
    const { preview } = await dryRun(t.app, sup, 'equipment', template.body);
    expect(preview).toMatchObject({ create: 2, errorCount: 0 });
  });
});

describe('CSV import of vendors', () => {
  it('creates, then matches by name whatever the case, and leaves other warehouses alone', async () => {
    const csv =
      'Name,Type,Email,Contact Person\nAcme Import,supplier,orders@acme.example,Dana\nVolt Service,contractor,,Sam\n';
    const first = await dryRun(t.app, sup, 'vendors', csv);
    expect(first.preview).toMatchObject({ create: 2, errorCount: 0 });
    expect((await commit('vendors', first.preview.id)).statusCode).toBe(200);
    const changed = await dryRun(
      t.app,
      sup,
      'vendors',
      'name,type,email\nACME IMPORT,supplier,sales@acme.example\nVolt Service,plumber,\n',
    );
    expect(changed.preview).toMatchObject({ update: 1, errorCount: 1 });
    expect(changed.preview.errors).toEqual([
      { row: 3, column: 'Type', code: 'vendor.typeInvalid', message: 'Type must be supplier or contractor' },
    ]);
    const rows = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Import'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      warehouseId: tenant.main.id,
      email: 'orders@acme.example',
      contactPerson: 'Dana',
    });
    const again = await dryRun(t.app, sup, 'vendors', csv);
    expect(again.preview).toMatchObject({ unchanged: 2, create: 0, update: 0 });
  });
});

describe('import errors by code (ADR 65)', () => {
  it('answers a refused upload, a refused import and a row problem with code, params and the English', async () => {
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/imports/equipment',
      headers: sup,
      payload: { file: 'Asset Tag' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json()).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      code: 'import.multipartRequired',
      message: 'Send the CSV file as multipart/form-data with a "file" part',
    });

    const { preview } = await dryRun(t.app, sup, 'equipment', `${HEADER}\nONE-1,Pump,M1,Fine,,,,ONE-1\n`);
    expect(preview.errors).toEqual([
      {
        row: 2,
        column: 'Parent Asset Tag',
        code: 'import.ownParent',
        params: { tag: 'ONE-1' },
        message: 'Asset ONE-1 cannot be a part of itself',
      },
    ]);
    const refused = await commit('equipment', preview.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'import.oneError',
      message: 'The file has 1 error: fix it and run the dry run again',
    });
  });
});

describe('an expired dry run', () => {
  // Last: moving the clock ends the sessions signed in above.
  it('says so, and how to go on', async () => {
    const stale = await dryRun(t.app, sup, 'equipment', `${HEADER}\nEXP-1,Pump,M1,Late,,,,\n`);
    t.clock.advance(31 * 60_000);
    const again = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
    const late = await commit('equipment', stale.preview.id, again);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({
      code: 'import.expired',
      params: { minutes: 30 },
      message: 'This dry run has expired (they are kept 30 minutes): run the dry run again',
    });
  });
});
