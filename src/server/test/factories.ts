import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/domain';
import type { Executor } from '../db/client';
import {
  downtime,
  equipment,
  notifications,
  organizations,
  parts,
  pmTemplates,
  userWarehouses,
  users,
  warehouses,
  workOrders,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { insertDefaultReasons } from '../modules/downtime/reasons.repository';

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

/** A downtime record as stored (no status change, no audit): for reads and analytics tests. */
export async function buildDowntime(
  db: Executor,
  values: { organizationId: string; warehouseId: string; equipmentId: string; startedAt: Date } & Partial<
    typeof downtime.$inferInsert
  >,
) {
  const [row] = await db
    .insert(downtime)
    .values({ reasonCode: 'breakdown', planned: false, ...values })
    .returning();
  return row!;
}
