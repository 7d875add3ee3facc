import { count, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../modules/auth/passwords';
import { insertDefaultReasons } from '../../modules/downtime/reasons.repository';
import { insertDefaultCloseOutCodes } from '../../modules/close-out/close-out-codes.repository';
import type { Database, Executor } from '../client';
import * as schema from '../schema';
import { buildAccounts, DEMO_PASSWORD, MAIN_PLANT, NORTH_PLANT, type SeededAccounts } from './accounts';
import {
  buildPlant,
  MAIN_CATALOG,
  MAIN_LAYOUT,
  NORTH_CATALOG,
  NORTH_LAYOUT,
  type PlantLayout,
  type PlantRows,
} from './plant';
import { createRng, seedFrom } from './random';
import type { PlantCatalog, PlantStaff } from './types';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/** Arbitrary, fixed, next to the migration lock: N instances starting on one empty database seed it once. */
const SEED_LOCK_KEY = 7_201_002;

/**
 * Seeds the demo organization when the database has none, under an advisory lock so
 * instances starting together seed it once. Returns true when it seeded.
 */
export async function seedDemoIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  if (await hasOrganizations(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasOrganizations(tx)) return false;
    await insertDemo(tx, buildDemo(now, passwordHash));
    return true;
  });
}

/** Seeds the demo organization, both plants and their six months of history, in one transaction. */
export async function seedDemo(db: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction((tx) => insertDemo(tx, buildDemo(now, passwordHash)));
}

async function hasOrganizations(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.organizations);
  return (row?.n ?? 0) > 0;
}

interface DemoRows {
  accounts: SeededAccounts;
  plants: PlantRows[];
}

function buildDemo(now: Date, passwordHash: string): DemoRows {
  const accounts = buildAccounts(createRng(seedFrom('accounts')), now, passwordHash);
  const user = (email: string) => lookup(accounts.userIdByEmail, email);
  const admin = user('admin@example.com');
  const supervisor = user('supervisor@example.com');
  const manager = user('manager@example.com');
  const tom = user('technician@example.com');
  const nina = user('north.tech@example.com');
  const crew = ['jordan.blake@example.com', 'priya.nair@example.com', 'marcus.chen@example.com'].map(user);

  const mainStaff: PlantStaff = {
    requesters: [supervisor, supervisor, manager, tom, ...crew],
    dispatchers: [supervisor, supervisor, manager],
    // The demo technician gets the biggest share, so signing in as Tom shows a full queue.
    technicians: [tom, tom, ...crew],
    verifiers: [supervisor, supervisor, manager],
    closers: [manager, supervisor],
    owner: admin,
    planner: supervisor,
    coordinators: [supervisor, manager],
    supervisorsAndManagers: [supervisor, manager],
    notifiedTechnician: tom,
  };
  // North has one technician; the admin dispatches and signs off its work.
  const northStaff: PlantStaff = {
    requesters: [nina],
    dispatchers: [admin],
    technicians: [nina],
    verifiers: [admin],
    closers: [admin],
    owner: admin,
    planner: nina,
    coordinators: [nina],
    supervisorsAndManagers: [],
    notifiedTechnician: nina,
  };

  const plant = (name: string, code: string, staff: PlantStaff, catalog: PlantCatalog, layout: PlantLayout) =>
    buildPlant(
      {
        rng: createRng(seedFrom(code)),
        now,
        organizationId: accounts.organizationId,
        warehouseId: lookup(accounts.warehouseIdByName, name),
        staff,
      },
      catalog,
      layout,
    );
  return {
    accounts,
    plants: [
      plant(MAIN_PLANT.name, MAIN_PLANT.code, mainStaff, MAIN_CATALOG, MAIN_LAYOUT),
      plant(NORTH_PLANT.name, NORTH_PLANT.code, northStaff, NORTH_CATALOG, NORTH_LAYOUT),
    ],
  };
}

function lookup(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Demo seed: unknown ${key}`);
  return value;
}

/** One insert per table (both plants together), parents before children. */
async function insertDemo(tx: Executor, { accounts, plants }: DemoRows): Promise<void> {
  await insertAll(tx, schema.organizations, accounts.organizations);
  for (const org of accounts.organizations) {
    if (!org.id) continue;
    await insertDefaultReasons(tx, org.id);
    await insertDefaultCloseOutCodes(tx, org.id);
  }
  await insertAll(tx, schema.warehouses, accounts.warehouses);
  await insertAll(tx, schema.users, accounts.users);
  await insertAll(tx, schema.userWarehouses, accounts.userWarehouses);
  await insertAll(
    tx,
    schema.vendors,
    plants.flatMap((p) => p.vendors),
  );
  await insertAll(
    tx,
    schema.locations,
    plants.flatMap((p) => p.locations),
  );
  await insertAll(
    tx,
    schema.equipment,
    plants.flatMap((p) => p.equipment),
  );
  await insertAll(
    tx,
    schema.meters,
    plants.flatMap((p) => p.meters),
  );
  await insertAll(
    tx,
    schema.meterReadings,
    plants.flatMap((p) => p.meterReadings),
  );
  await insertAll(
    tx,
    schema.pmTemplates,
    plants.flatMap((p) => p.templates),
  );
  await insertAll(
    tx,
    schema.pmSchedulerState,
    plants.flatMap((p) => p.scheduler),
  );
  await insertAll(
    tx,
    schema.parts,
    plants.flatMap((p) => p.parts),
  );
  await insertPurchasing(tx, plants);
  await insertAll(
    tx,
    schema.workOrders,
    plants.flatMap((p) => p.workOrders),
  );
  await insertAll(
    tx,
    schema.downtime,
    plants.flatMap((p) => p.downtime),
  );
  await insertAll(
    tx,
    schema.workOrderStatusHistory,
    plants.flatMap((p) => p.history),
  );
  await insertAll(
    tx,
    schema.checklistItems,
    plants.flatMap((p) => p.checklist),
  );
  await insertAll(
    tx,
    schema.laborEntries,
    plants.flatMap((p) => p.labor),
  );
  await insertAll(
    tx,
    schema.partsUsage,
    plants.flatMap((p) => p.partsUsage),
  );
  await insertAll(
    tx,
    schema.stockMovements,
    plants.flatMap((p) => p.stockMovements),
  );
  await insertAll(
    tx,
    schema.notifications,
    plants.flatMap((p) => p.notifications),
  );
  await insertAll(
    tx,
    schema.auditLog,
    plants.flatMap((p) => p.audit),
  );
}

/** Vendors' prices and the orders with their receipts; the lines' insert sets what parts have on order (migration 0034). */
async function insertPurchasing(tx: Executor, plants: PlantRows[]): Promise<void> {
  await insertAll(
    tx,
    schema.partVendors,
    plants.flatMap((p) => p.partVendors),
  );
  await insertAll(
    tx,
    schema.purchaseOrderSequences,
    plants.flatMap((p) => p.purchaseOrderSequences),
  );
  await insertAll(
    tx,
    schema.purchaseOrders,
    plants.flatMap((p) => p.purchaseOrders),
  );
  await insertAll(
    tx,
    schema.purchaseOrderLines,
    plants.flatMap((p) => p.purchaseOrderLines),
  );
  await insertAll(
    tx,
    schema.purchaseOrderReceipts,
    plants.flatMap((p) => p.purchaseOrderReceipts),
  );
  await insertAll(
    tx,
    schema.purchaseOrderReceiptLines,
    plants.flatMap((p) => p.purchaseOrderReceiptLines),
  );
}

/** Rows per insert: a year of meter readings would pass PostgreSQL's 65,535 parameters in one statement. */
const INSERT_CHUNK = 1_000;

async function insertAll<T extends PgTable>(tx: Executor, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK));
  }
}
