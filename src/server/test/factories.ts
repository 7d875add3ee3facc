import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/domain';
import { procedureInputSchema, type ProcedureInput } from '../../shared/schemas/procedures';
import type { Executor } from '../db/client';
import {
  downtime,
  equipment,
  locations,
  laborEntries,
  notifications,
  organizations,
  parts,
  partsUsage,
  pmTemplates,
  procedureVersions,
  procedures,
  stockMovements,
  systemMetricSamples,
  userWarehouses,
  users,
  warehouses,
  workOrders,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { insertDefaultReasons } from '../modules/downtime/reasons.repository';
import { insertDefaultCloseOutCodes } from '../modules/close-out/close-out-codes.repository';

/** Test data come from these factories, never from the demo seed (architecture §7). */

const unique = () => randomBytes(4).toString('hex');

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; tests hash each distinct password once. */
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export const DEFAULT_TEST_PASSWORD = 'correct-horse-battery';

export async function buildOrganization(db: Executor, name = `Org ${unique()}`) {
  const [org] = await db.insert(organizations).values({ name }).returning();
  await insertDefaultReasons(db, org!.id);
  await insertDefaultCloseOutCodes(db, org!.id);
  return org!;
}

export async function buildWarehouse(db: Executor, organizationId: string, name = `Plant ${unique()}`) {
  const [warehouse] = await db
    .insert(warehouses)
    .values({ organizationId, name, code: `W${unique()}`.toUpperCase() })
    .returning();
  return warehouse!;
}

export interface BuildUserOptions {
  organizationId: string;
  warehouseIds: string[];
  role?: Role;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  active?: boolean;
}

export async function buildUser(db: Executor, options: BuildUserOptions) {
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      organizationId: options.organizationId,
      email: options.email ?? `user-${unique()}@test.example`,
      passwordHash: await hashOnce(password),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `User ${unique()}`,
      role: options.role ?? 'technician',
      active: options.active ?? true,
      defaultWarehouseId: options.warehouseIds[0],
    })
    .returning();
  const base = Date.now();
  await db.insert(userWarehouses).values(
    options.warehouseIds.map((warehouseId, i) => ({
      userId: user!.id,
      warehouseId,
      createdAt: new Date(base + i),
    })),
  );
  return { ...user!, password };
}

export async function buildNotification(
  db: Executor,
  values: {
    organizationId: string;
    userId: string;
    warehouseId?: string;
    read?: boolean;
    createdAt?: Date;
    title?: string;
  },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      type: 'wo_assigned',
      title: values.title ?? `Notification ${unique()}`,
      message: 'A work order was assigned to you',
      ...values,
    })
    .returning();
  return row!;
}

/** An organization with two warehouses and one user of each role in the first ("Main"). */
export async function buildTenant(db: Executor) {
  const org = await buildOrganization(db);
  const main = await buildWarehouse(db, org.id, 'Main Plant');
  const north = await buildWarehouse(db, org.id, 'North Plant');
  const make = (role: Role, warehouseIds = [main.id]) =>
    buildUser(db, { organizationId: org.id, warehouseIds, role });
  return {
    org,
    main,
    north,
    admin: await make('admin', [main.id, north.id]),
    manager: await make('manager'),
    supervisor: await make('supervisor'),
    technician: await make('technician'),
    northTech: await make('technician', [north.id]),
  };
}

export async function buildEquipment(
  db: Executor,
  values: { organizationId: string; warehouseId: string } & Partial<typeof equipment.$inferInsert>,
) {
  const [row] = await db
    .insert(equipment)
    .values({
      assetTag: `EQ-${unique()}`.toUpperCase(),
      name: 'Test pump',
      model: 'Grundfos CR 32-2',
      description: 'Cooling water pump',
      area: 'Line 1',
      ...values,
    })
    .returning();
  return row!;
}

export async function buildLocation(
  db: Executor,
  values: { organizationId: string; warehouseId: string } & Partial<typeof locations.$inferInsert>,
) {
  const [row] = await db
    .insert(locations)
    .values({ name: `Location ${unique()}`, code: `LOC-${unique()}`.toUpperCase(), ...values })
    .returning();
  return row!;
}

export async function buildPart(
  db: Executor,
  values: { organizationId: string; warehouseId: string } & Partial<typeof parts.$inferInsert>,
) {
  const [row] = await db
    .insert(parts)
    .values({
      name: 'Ball bearing 6204',
      partNumber: `P-${unique()}`.toUpperCase(),
      category: 'mechanical',
      unitCost: '8.40',
      stockLevel: 10,
      reorderPoint: 2,
      ...values,
    })
    .returning();
  return row!;
}

let foSequence = 0;

export async function buildWorkOrder(
  db: Executor,
  values: { organizationId: string; warehouseId: string } & Partial<typeof workOrders.$inferInsert>,
) {
  foSequence += 1;
  const [row] = await db
    .insert(workOrders)
    .values({
      foNumber: `WO-1999-${String(foSequence).padStart(3, '0')}-${unique()}`,
      description: 'Pump leaking at the mechanical seal',
      ...values,
    })
    .returning();
  return row!;
}

export async function buildTemplate(
  db: Executor,
  values: { organizationId: string; warehouseId: string } & Partial<typeof pmTemplates.$inferInsert>,
) {
  const [row] = await db
    .insert(pmTemplates)
    .values({
      model: 'Grundfos CR 32-2',
      component: 'Mechanical seal',
      action: 'Inspect for leaks',
      ...values,
    })
    .returning();
  return row!;
}

type Scoped<T> = { organizationId: string; warehouseId: string } & T;

/** The belt check the procedure tests use: a number with limits that raises a follow-up, a required pass / flag / fail. */
export const beltCheck = (): ProcedureInput =>
  procedureInputSchema.parse({
    name: 'Conveyor belt inspection',
    category: 'Inspection',
    sections: [
      {
        title: 'Belt',
        steps: [
          {
            type: 'number',
            title: 'Belt tension',
            unit: 'N',
            min: 40,
            max: 60,
            onFailure: { action: 'follow_up', priority: 'high', assignee: 'order_assignee' },
          },
          { type: 'pass_flag_fail', title: 'Guard refitted', required: true, onFailure: { action: 'flag' } },
        ],
      },
    ],
  });

/** A procedure of the library with its first version (the belt check unless given). */
export async function buildProcedure(db: Executor, values: Scoped<{ content?: ProcedureInput }>) {
  const content = values.content ?? beltCheck();
  const [row] = await db
    .insert(procedures)
    .values({
      organizationId: values.organizationId,
      warehouseId: values.warehouseId,
      name: content.name,
      category: content.category,
    })
    .returning();
  const [version] = await db
    .insert(procedureVersions)
    .values({ procedureId: row!.id, number: 1, ...content })
    .returning();
  return { procedure: row!, version: version!, content };
}

/** Downtime of an equipment; unplanned breakdown by default, open unless `endedAt` is given. */
export async function buildDowntime(
  db: Executor,
  values: Scoped<{ equipmentId: string; startedAt: Date } & Partial<typeof downtime.$inferInsert>>,
) {
  const [row] = await db
    .insert(downtime)
    .values({ reasonCode: 'breakdown', planned: false, ...values })
    .returning();
  return row!;
}

/** Labour booked on a work order: `minutes` null is a timer still running. */
export async function buildLaborEntry(
  db: Executor,
  values: Scoped<
    { workOrderId: string; userId: string; startedAt: Date } & Partial<typeof laborEntries.$inferInsert>
  >,
) {
  const [row] = await db.insert(laborEntries).values(values).returning();
  return row!;
}

/** Parts used on a work order, at the unit cost of the day (the stock itself is not moved). */
export async function buildPartsUsage(
  db: Executor,
  values: Scoped<
    { workOrderId: string; partId: string; quantity: number; unitCost: string } & Partial<
      typeof partsUsage.$inferInsert
    >
  >,
) {
  const [row] = await db.insert(partsUsage).values(values).returning();
  return row!;
}

/** A line of a part's stock ledger, written as it is (the part's stock level is not changed). */
export async function buildStockMovement(
  db: Executor,
  values: Scoped<
    { partId: string; quantityDelta: number; stockAfter: number } & Partial<
      typeof stockMovements.$inferInsert
    >
  >,
) {
  const [row] = await db
    .insert(stockMovements)
    .values({ kind: 'adjust', ...values })
    .returning();
  return row!;
}

/** One instance's health sample. */
export async function buildMetricSample(db: Executor, values: { sampledAt: Date; healthy: boolean }) {
  const [row] = await db
    .insert(systemMetricSamples)
    .values({
      instanceId: 'test-instance',
      cpuUsage: 10,
      memoryUsage: 40,
      heapUsed: 50_000_000,
      heapTotal: 80_000_000,
      rss: 120_000_000,
      eventLoopLagMs: 1,
      requestCount: 0,
      errorCount: 0,
      throughput: 0,
      dbActiveConnections: 1,
      dbQueryCount: 0,
      ...values,
    })
    .returning();
  return row!;
}
