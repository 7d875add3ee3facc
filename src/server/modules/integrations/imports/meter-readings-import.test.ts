import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, meterReadings, meters, warehouses } from '../../../db/schema';
import { buildEquipment, buildTenant } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dryRun } from './import-files.test-helper';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let hours: string;
let oil: string;
let northHours: string;

const HEADER = 'Asset Tag,Meter,Reading,Read At,Note';

const commit = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/imports/meter-readings/${id}/commit`, headers: sup });

const readingsOf = (meterId: string) =>
  t.db
    .select({
      value: meterReadings.value,
      readAt: meterReadings.readAt,
      source: meterReadings.source,
      note: meterReadings.note,
    })
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meterId))
    .orderBy(asc(meterReadings.readAt));

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  await t.db.update(warehouses).set({ timezone: 'Europe/Berlin' }).where(eq(warehouses.id, tenant.main.id));
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
  const cmp = await buildEquipment(t.db, { ...main, assetTag: 'CMP-1' });
  const northCmp = await buildEquipment(t.db, { ...north, assetTag: 'CMP-1' });
  const [h, o, nh] = await t.db
    .insert(meters)
    .values([
      { ...main, equipmentId: cmp.id, name: 'Running hours', unit: 'h', kind: 'counter' },
      { ...main, equipmentId: cmp.id, name: 'Oil temperature', unit: '°C', kind: 'gauge' },
      { ...north, equipmentId: northCmp.id, name: 'Running hours', unit: 'h', kind: 'counter' },
    ])
    .returning();
  hours = h!.id;
  oil = o!.id;
  northHours = nh!.id;
  await t.db.insert(meterReadings).values({
    ...main,
    meterId: hours,
    value: 1000,
    total: 1000,
    readAt: new Date('2026-11-01T06:00:00Z'),
  });
  await t.db
    .update(meters)
    .set({ lastValue: 1000, lastReadAt: new Date('2026-11-01T06:00:00Z'), total: 1000 })
    .where(eq(meters.id, hours));
});
afterAll(() => t.close());

describe('CSV import of meter readings', () => {
  it('dry-runs, records new readings in time order through the meters rules, and re-imports unchanged', async () => {
    const csv = [
      HEADER,
      'CMP-1,Running hours,1040,2026-11-03T06:00:00Z,Evening round',
      'cmp-1,running hours,1020,2026-11-02 08:00,',
      'CMP-1,Running hours,1000,2026-11-01T06:00:00Z,',
      'CMP-1,Oil temperature,61.5,2026-11-02T07:00:00+01:00,',
    ].join('\n');
    const { statusCode, preview } = await dryRun(t.app, sup, 'meter-readings', csv, 'rounds.csv');
    expect(statusCode).toBe(201);
    expect(preview).toMatchObject({
      rowCount: 4,
      create: 3,
      update: 0,
      unchanged: 1,
      errorCount: 0,
      errors: [],
    });
    expect(preview.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'unchanged'],
      [5, 'create'],
    ]);

    const committed = await commit(preview.id);
    expect(committed.statusCode).toBe(200);
    expect(await readingsOf(hours)).toEqual([
      { value: 1000, readAt: new Date('2026-11-01T06:00:00Z'), source: 'manual', note: null },
      // Without an offset, the plant's time: 08:00 in Berlin is 07:00 UTC in November.
      { value: 1020, readAt: new Date('2026-11-02T07:00:00Z'), source: 'import', note: null },
      { value: 1040, readAt: new Date('2026-11-03T06:00:00Z'), source: 'import', note: 'Evening round' },
    ]);
    expect(await readingsOf(oil)).toEqual([
      { value: 61.5, readAt: new Date('2026-11-02T06:00:00Z'), source: 'import', note: null },
    ]);
    const [meter] = await t.db.select().from(meters).where(eq(meters.id, hours));
    expect([meter!.lastValue, meter!.total]).toEqual([1040, 1040]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'meter'), inArray(auditLog.entityId, [hours, oil])));
    expect(audits.filter((a) => a.action === 'reading_recorded')).toHaveLength(3);

    const again = await dryRun(t.app, sup, 'meter-readings', csv, 'rounds.csv');
    expect(again.preview).toMatchObject({ create: 0, update: 0, unchanged: 4, errorCount: 0 });
    expect((await commit(again.preview.id)).statusCode).toBe(200);
    expect(await readingsOf(hours)).toHaveLength(3);
    expect(await readingsOf(northHours)).toEqual([]);
  });

  it('imports nothing from a file with 3 bad rows, and names each row, column and reason', async () => {
    const csv = [
      HEADER,
      'CMP-1,Running hours,1100,2026-11-05T06:00:00Z,',
      'PMP-404,Running hours,5,2026-11-05T06:00:00Z,',
      'CMP-1,Running hours,1090,2026-11-06T06:00:00Z,',
      'CMP-1,Oil temperature,hot,2026-11-05T06:00:00Z,',
      'CMP-1,Oil temperature,60,2026-11-06T06:00:00Z,',
    ].join('\n');
    const { preview } = await dryRun(t.app, sup, 'meter-readings', csv);
    expect(preview).toMatchObject({ rowCount: 5, create: 2, errorCount: 3 });
    expect(preview.errors).toEqual([
      {
        row: 3,
        column: 'Asset Tag',
        code: 'import.noEquipmentTagged',
        params: { tag: 'PMP-404' },
        message: 'No equipment with asset tag PMP-404 in this warehouse: check the tag',
      },
      {
        row: 4,
        column: 'Reading',
        code: 'meter.belowPrevious',
        params: { value: '1,090 h', other: '1,100 h', day: '5 Nov' },
        message: 'Reading 1,090 h is below the previous reading 1,100 h on 5 Nov',
      },
      {
        row: 5,
        column: 'Reading',
        code: 'number.notNumber',
        params: { field: 'reading' },
        message: 'Reading must be a number',
      },
    ]);
    const refused = await commit(preview.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      'The file has 3 errors: fix them and run the dry run again',
    );
    expect(await readingsOf(hours)).toHaveLength(3);
    expect(await readingsOf(oil)).toHaveLength(1);
  });

  it('refuses another value at a stored reading’s time, naming both, and an unknown meter with the meters there are', async () => {
    const csv = [
      HEADER,
      'CMP-1,Running hours,1045,2026-11-03T06:00:00Z,',
      'CMP-1,Vibration,2,2026-11-03T06:00:00Z,',
      'CMP-1,Oil temperature,60,2026-11-03 25:00,',
    ].join('\n');
    const { preview } = await dryRun(t.app, sup, 'meter-readings', csv);
    expect(preview.errors).toEqual([
      {
        row: 2,
        column: 'Reading',
        code: 'import.readingDiffers',
        params: { meter: 'Running hours', stored: '1,040 h', value: '1,045 h' },
        message:
          'Running hours already has a reading of 1,040 h at this time, this row says 1,045 h: readings are not changed by import, remove the row or correct its value',
      },
      {
        row: 3,
        column: 'Meter',
        code: 'import.noMeterNamed',
        params: { tag: 'CMP-1', meter: 'Vibration', meters: 'Oil temperature, Running hours' },
        message: 'CMP-1 has no meter named Vibration: its meters are Oil temperature, Running hours',
      },
      {
        row: 4,
        column: 'Read At',
        code: 'import.readAtNotDate',
        params: { cell: '2026-11-03 25:00' },
        message:
          'Read At 2026-11-03 25:00 is not a date: write it as 2026-11-03 08:30 (the plant’s time), 2026-11-03T08:30:00Z or 2026-11-03T08:30:00+01:00',
      },
    ]);
  });

  it('refuses a file of more than 5,000 readings, saying to split it', async () => {
    const rows = Array.from(
      { length: 5001 },
      (_, i) => `CMP-1,Running hours,${2000 + i},2026-11-0${1 + (i % 9)}`,
    );
    const { preview } = await dryRun(t.app, sup, 'meter-readings', [HEADER, ...rows].join('\n'));
    expect(preview).toMatchObject({ rowCount: 5001, create: 0, errorCount: 1 });
    expect(preview.errors).toEqual([
      {
        row: 1,
        column: null,
        code: 'import.meterReadingRows',
        params: { max: '5,000', count: '5,001' },
        message:
          'A file of meter readings holds at most 5,000 rows, this one has 5,001: split it into smaller files',
      },
    ]);
  });

  it('offers a template with the header and two example rows', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/imports/templates/meter-readings.csv',
      headers: sup,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Asset Tag,Meter,Reading,Read At,Reset,Note',
      'CMP-001,Running hours,1204.5,2026-11-02 07:30,,Start of the morning shift',
      'PRS-001,Strokes,2481000,2026-11-02T14:00:00+01:00,,',
      '',
    ]);
  });
});
