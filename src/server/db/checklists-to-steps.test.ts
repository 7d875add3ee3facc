import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { listChecklist } from '../modules/work-orders/activity.repository';
import { toChecklistDto } from '../modules/work-orders/checklist.service';
import { toOrderStep } from '../modules/work-orders/order-step-dto';
import { migrationsUpTo } from '../test/migrations-up-to';
import { createDatabase, dropDatabase } from '../test/throwaway-postgres';
import { openDatabase, type DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

/**
 * Migration 0027 (issue 25, ADR 55): an order's old checklist becomes its steps in place. An
 * order with ticked, skipped, failed and open lines and a "read meter" line, written before the
 * migration, reads the same lines and ticks after it, through the checklist and as a procedure.
 */
const BEFORE_PROCEDURES = 26;
const { adminUrl, prefix } = inject('testDb');
const name = `${prefix}_steps_${randomBytes(4).toString('hex')}`;
let client: pg.Client;
let handle: DatabaseHandle;
let folder: string;
let orderId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const url = await createDatabase(adminUrl, name);
  client = new pg.Client({ connectionString: url });
  await client.connect();
  folder = await migrationsUpTo(BEFORE_PROCEDURES);
  await applyMigrations(client, folder);
  const one = async (text: string, values: unknown[] = []) =>
    (await client.query<{ id: string }>(text, values)).rows[0]!.id;
  const org = await one(`insert into organizations (name) values ('Org') returning id`);
  const plant = await one(
    `insert into warehouses (organization_id, name, code) values ($1, 'Main', 'MAIN') returning id`,
    [org],
  );
  const tech = await one(
    `insert into users (organization_id, email, password_hash, first_name, last_name, role)
     values ($1, 'tech@example.com', 'x', 'Tess', 'Tech', 'technician') returning id`,
    [org],
  );
  const pump = await one(
    `insert into equipment (organization_id, warehouse_id, asset_tag, name, model) values ($1, $2, 'P-1', 'Pump', 'M')
     returning id`,
    [org, plant],
  );
  const meter = await one(
    `insert into meters (organization_id, warehouse_id, equipment_id, name, unit, kind)
     values ($1, $2, $3, 'Running hours', 'h', 'counter') returning id`,
    [org, plant, pump],
  );
  orderId = await one(
    `insert into work_orders (organization_id, warehouse_id, fo_number, description, status, equipment_id, assigned_to)
     values ($1, $2, 'WO-2026-001', 'Seal check', 'in_progress', $3, $4) returning id`,
    [org, plant, pump, tech],
  );
  const reading = await one(
    `insert into meter_readings (organization_id, warehouse_id, meter_id, value, total, read_at, read_by)
     values ($1, $2, $3, 1352.5, 1352.5, '2026-11-10T08:00:00Z', $4) returning id`,
    [org, plant, meter, tech],
  );
  const line = (position: number, description: string, status: string, extra: Record<string, unknown> = {}) =>
    one(
      `insert into checklist_items (organization_id, warehouse_id, work_order_id, position, description, status,
         completed_by, completed_at, note, meter_id, meter_reading_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        org,
        plant,
        orderId,
        position,
        description,
        status,
        status === 'pending' ? null : tech,
        status === 'pending' ? null : '2026-11-10T08:30:00Z',
        extra.note ?? null,
        extra.meterId ?? null,
        extra.readingId ?? null,
      ],
    );
  ids.read = await line(0, 'Read Running hours (h)', 'done', { meterId: meter, readingId: reading });
  ids.isolate = await line(1, 'Isolate the pump', 'done');
  ids.seal = await line(2, 'Inspect the seal faces', 'failed', { note: 'Scored face' });
  ids.skip = await line(3, 'Grease the bearings', 'skipped');
  ids.open = await line(4, 'Refit the guard', 'pending');
  await applyMigrations(client);
  handle = openDatabase(url, { poolSize: 1 });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await client?.end();
  await dropDatabase(adminUrl, name);
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('migration 0027: an old checklist becomes the order’s steps in place', () => {
  it('reads the same lines and ticks through the checklist', async () => {
    const items = (await listChecklist(handle.db, orderId)).map(toChecklistDto);
    expect(items.map((i) => [i.id, i.description, i.status, i.completedByName, i.note])).toEqual([
      [ids.read, 'Read Running hours (h)', 'done', 'Tess Tech', null],
      [ids.isolate, 'Isolate the pump', 'done', 'Tess Tech', null],
      [ids.seal, 'Inspect the seal faces', 'failed', 'Tess Tech', 'Scored face'],
      [ids.skip, 'Grease the bearings', 'skipped', 'Tess Tech', null],
      [ids.open, 'Refit the guard', 'pending', null, null],
    ]);
    expect(items[0]!.reading).toMatchObject({ value: 1352.5 });
  });

  it('reads them as a procedure: checkbox steps whose ids are the lines’, answered by their ticks', async () => {
    const steps = (await listChecklist(handle.db, orderId)).map(toOrderStep);
    expect(
      steps.map((s) => [
        s.step.id,
        s.step.type,
        s.step.title,
        s.answer?.value ?? null,
        s.answer?.outcome ?? null,
      ]),
    ).toEqual([
      [ids.read, 'meter_reading', 'Read Running hours (h)', 1352.5, 'ok'],
      [ids.isolate, 'checkbox', 'Isolate the pump', true, 'ok'],
      [ids.seal, 'checkbox', 'Inspect the seal faces', false, 'fail'],
      [ids.skip, 'checkbox', 'Grease the bearings', false, 'ok'],
      [ids.open, 'checkbox', 'Refit the guard', null, null],
    ]);
    expect(steps[0]!.step).toMatchObject({ meterName: 'Running hours', required: false });
    expect(steps.every((s) => s.section === null)).toBe(true);
  });
});
