import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { applyMigrations } from './migrate';
import { migrationsUpTo } from '../test/migrations-up-to';
import { createDatabase, dropDatabase } from '../test/throwaway-postgres';

/**
 * Migration 0025's one-time step (issue 24): each warehouse's distinct free-text areas become
 * locations and its equipment points at them. Run on a database migrated up to 0024 that holds
 * equipment with areas, then migrated on.
 */
const BEFORE_LOCATIONS = 24;
const { adminUrl, prefix } = inject('testDb');
const name = `${prefix}_areas_${randomBytes(4).toString('hex')}`;
let client: pg.Client;
let folder: string;

beforeAll(async () => {
  client = new pg.Client({ connectionString: await createDatabase(adminUrl, name) });
  await client.connect();
  folder = await migrationsUpTo(BEFORE_LOCATIONS);
  await applyMigrations(client, folder);
  const org = await client.query<{ id: string }>(
    `insert into organizations (name) values ('Org') returning id`,
  );
  const orgId = org.rows[0]!.id;
  const plant = async (code: string) =>
    (
      await client.query<{ id: string }>(
        `insert into warehouses (organization_id, name, code) values ($1, $2, $2) returning id`,
        [orgId, code],
      )
    ).rows[0]!.id;
  const main = await plant('MAIN');
  const north = await plant('NORTH');
  const machine = (warehouseId: string, tag: string, area: string | null, deleted = false) =>
    client.query(
      `insert into equipment (organization_id, warehouse_id, asset_tag, name, model, area, deleted_at)
       values ($1, $2, $3, $3, 'M', $4, $5)`,
      [orgId, warehouseId, tag, area, deleted ? new Date() : null],
    );
  await machine(main, 'A-1', 'Boiler Room');
  await machine(main, 'A-2', '  boiler room ');
  await machine(main, 'A-3', 'Line 1 / Press');
  await machine(main, 'A-4', 'Line-1 Press');
  await machine(main, 'A-5', null);
  await machine(main, 'A-6', '   ');
  await machine(main, 'A-7', 'Scrapyard', true);
  await machine(north, 'B-1', 'Boiler Room');
  await applyMigrations(client);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await dropDatabase(adminUrl, name);
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('migration 0025: areas become locations', () => {
  it('makes one location of kind area per distinct area of each warehouse, with unique codes', async () => {
    const { rows } = await client.query<{ plant: string; name: string; code: string; kind: string }>(
      `select w.code as plant, l.name, l.code, l.kind from locations l join warehouses w on w.id = l.warehouse_id
       order by w.code, l.name`,
    );
    expect(rows).toEqual([
      { plant: 'MAIN', name: 'Boiler Room', code: 'BOILER-ROOM', kind: 'area' },
      { plant: 'MAIN', name: 'Line 1 / Press', code: 'LINE-1-PRESS', kind: 'area' },
      {
        plant: 'MAIN',
        name: 'Line-1 Press',
        code: expect.stringMatching(/^LINE-1-PRESS-[0-9A-F]{7}$/),
        kind: 'area',
      },
      { plant: 'NORTH', name: 'Boiler Room', code: 'BOILER-ROOM', kind: 'area' },
    ]);
  });

  it('points each live equipment at its area’s location of its own warehouse and keeps the area text', async () => {
    const { rows } = await client.query<{
      tag: string;
      area: string | null;
      place: string | null;
      same: boolean;
    }>(
      `select e.asset_tag as tag, e.area, l.name as place, l.warehouse_id = e.warehouse_id as same
       from equipment e left join locations l on l.id = e.location_id order by e.asset_tag`,
    );
    expect(rows).toEqual([
      { tag: 'A-1', area: 'Boiler Room', place: 'Boiler Room', same: true },
      { tag: 'A-2', area: '  boiler room ', place: 'Boiler Room', same: true },
      { tag: 'A-3', area: 'Line 1 / Press', place: 'Line 1 / Press', same: true },
      { tag: 'A-4', area: 'Line-1 Press', place: 'Line-1 Press', same: true },
      { tag: 'A-5', area: null, place: null, same: null },
      { tag: 'A-6', area: '   ', place: null, same: null },
      { tag: 'A-7', area: 'Scrapyard', place: null, same: null },
      { tag: 'B-1', area: 'Boiler Room', place: 'Boiler Room', same: true },
    ]);
  });
});
