import type { Role } from '../../../shared/domain';
import type { organizations, userWarehouses, users, warehouses } from '../schema';
import { addDays, addMinutes, type Rng } from './random';

export const DEMO_PASSWORD = 'fieldwork-demo';

/** Labour rates and budgets of a mid-size plant; North keeps no budget (the screens show that case too). */
export const MAIN_PLANT = {
  name: 'Main Plant',
  code: 'MAIN',
  laborRate: '68.00',
  monthlyBudget: '8500.00',
} as const;
export const NORTH_PLANT = {
  name: 'North Plant',
  code: 'NORTH',
  laborRate: '61.50',
  monthlyBudget: null,
} as const;
const PLANTS = [MAIN_PLANT, NORTH_PLANT];

interface Account {
  email: string;
  role: Role;
  /** Warehouse names in preference order: the first is the default. */
  warehouses: [string, ...string[]];
  firstName: string;
  lastName: string;
  /** Listed on the start banner and the sign-in hints. */
  isDemo: boolean;
}

const ACCOUNTS: readonly Account[] = [
  {
    email: 'admin@example.com',
    role: 'admin',
    warehouses: [MAIN_PLANT.name, NORTH_PLANT.name],
    firstName: 'Alex',
    lastName: 'Morgan',
    isDemo: true,
  },
  {
    email: 'manager@example.com',
    role: 'manager',
    warehouses: [MAIN_PLANT.name],
    firstName: 'Dana',
    lastName: 'Whitfield',
    isDemo: true,
  },
  {
    email: 'supervisor@example.com',
    role: 'supervisor',
    warehouses: [MAIN_PLANT.name],
    firstName: 'Sam',
    lastName: 'Okafor',
    isDemo: true,
  },
  {
    email: 'technician@example.com',
    role: 'technician',
    warehouses: [MAIN_PLANT.name],
    firstName: 'Tom',
    lastName: 'Rivera',
    isDemo: true,
  },
  {
    email: 'north.tech@example.com',
    role: 'technician',
    warehouses: [NORTH_PLANT.name],
    firstName: 'Nina',
    lastName: 'Kowalski',
    isDemo: true,
  },
  // More Main technicians, so assignments spread over a crew as they would in a plant.
  {
    email: 'jordan.blake@example.com',
    role: 'technician',
    warehouses: [MAIN_PLANT.name],
    firstName: 'Jordan',
    lastName: 'Blake',
    isDemo: false,
  },
  {
    email: 'priya.nair@example.com',
    role: 'technician',
    warehouses: [MAIN_PLANT.name],
    firstName: 'Priya',
    lastName: 'Nair',
    isDemo: false,
  },
  {
    email: 'marcus.chen@example.com',
    role: 'technician',
    warehouses: [MAIN_PLANT.name],
    firstName: 'Marcus',
    lastName: 'Chen',
    isDemo: false,
  },
];

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; warehouses: string[] }> =
  ACCOUNTS.filter((account) => account.isDemo).map(({ email, role, warehouses: names }) => ({
    email,
    role,
    warehouses: names,
  }));

export interface SeededAccounts {
  organizationId: string;
  warehouseIdByName: Map<string, string>;
  userIdByEmail: Map<string, string>;
  organizations: (typeof organizations.$inferInsert)[];
  warehouses: (typeof warehouses.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  userWarehouses: (typeof userWarehouses.$inferInsert)[];
}

/** The organization, its two plants and every demo user, all sharing one password hash. */
export function buildAccounts(rng: Rng, now: Date, passwordHash: string): SeededAccounts {
  const createdAt = addDays(now, -210);
  const organizationId = rng.uuid();
  const warehouseIdByName = new Map<string, string>(PLANTS.map((plant) => [plant.name, rng.uuid()]));
  const people = ACCOUNTS.map((account) => ({ account, id: rng.uuid() }));
  const warehouseId = (name: string) => {
    const id = warehouseIdByName.get(name);
    if (!id) throw new Error(`Unknown demo warehouse ${name}`);
    return id;
  };

  return {
    organizationId,
    warehouseIdByName,
    userIdByEmail: new Map(people.map(({ account, id }) => [account.email, id])),
    organizations: [{ id: organizationId, name: 'Demo Manufacturing', createdAt, updatedAt: createdAt }],
    warehouses: PLANTS.map((plant) => ({
      id: warehouseId(plant.name),
      organizationId,
      name: plant.name,
      code: plant.code,
      laborRate: plant.laborRate,
      currency: 'USD',
      monthlyBudget: plant.monthlyBudget,
      createdAt,
      updatedAt: createdAt,
    })),
    users: people.map(({ account, id }) => ({
      id,
      organizationId,
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      defaultWarehouseId: warehouseId(account.warehouses[0]),
      createdAt,
      updatedAt: createdAt,
    })),
    // Preference order is read back by createdAt, so each membership is a minute apart.
    userWarehouses: people.flatMap(({ account, id }) =>
      account.warehouses.map((name, index) => ({
        userId: id,
        warehouseId: warehouseId(name),
        createdAt: addMinutes(createdAt, index),
      })),
    ),
  };
}
