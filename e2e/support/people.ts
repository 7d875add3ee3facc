import type { APIRequestContext } from '@playwright/test';
import type { Role } from '../../src/shared/domain';
import type { Warehouse } from '../../src/shared/schemas/profiles';
import type { User } from '../../src/shared/schemas/users';
import { ACCOUNTS } from './accounts';
import { apiCall, apiToken } from './api';
import { unique } from './unique';
import { WAREHOUSES, type WarehouseName } from './warehouses';

/** Every person a journey creates signs in with this. */
const PERSON_PASSWORD = 'e2e-person-password';

export interface Person {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** As the screens show it: "First Last". */
  name: string;
  role: Role;
}

/**
 * A person of the journey's own, added by the admin through the API: the notifications, toasts
 * and sessions of the shared accounts are then no other journey's business. The last name
 * carries a unique suffix unless the journey gives one.
 */
export async function createPerson(
  request: APIRequestContext,
  role: Role,
  options: {
    warehouse?: WarehouseName;
    /** Works in every plant (the admin's are all of them): may change what every plant shares. */
    everyPlant?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<Person> {
  const adminToken = await apiToken(request, ACCOUNTS.admin.email);
  const warehouses = await apiCall<Warehouse[]>(request, adminToken, 'GET', '/api/warehouses');
  const name = options.warehouse ?? WAREHOUSES.main;
  const warehouse = warehouses.find((candidate) => candidate.name === name);
  if (!warehouse) throw new Error(`the e2e server has no warehouse "${name}"`);
  const others = options.everyPlant ? warehouses.filter((candidate) => candidate !== warehouse) : [];
  const suffix = unique().toLowerCase();
  const user = await apiCall<User>(request, adminToken, 'POST', '/api/users', {
    firstName: options.firstName ?? 'Pat',
    lastName: options.lastName ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${suffix}`,
    email: `${role}.${suffix}@e2e.example`,
    role,
    warehouseIds: [warehouse, ...others].map((candidate) => candidate.id),
    password: PERSON_PASSWORD,
  });
  return {
    id: user.id,
    email: user.email,
    password: PERSON_PASSWORD,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    role,
  };
}
