import type { Role } from '../domain';
import { allow, firstRefusal, refuse, type Decision } from './decision';

/**
 * Who an administrator may manage (issue 9 §3). An admin manages the memberships of the
 * warehouses they belong to, and only those; changing someone's role, or deactivating or
 * reactivating them, reaches every warehouse that person works in, so it takes an admin of
 * all of them. The organization keeps at least one active admin.
 */
export interface UserAdmin {
  userId: string;
  warehouseIds: readonly string[];
}

export interface ManagedUser {
  id: string;
  role: Role;
  active: boolean;
  warehouseIds: readonly string[];
}

/** The person's warehouses this admin does not belong to. */
export const warehousesOutsideAdmin = (admin: UserAdmin, user: ManagedUser): string[] =>
  user.warehouseIds.filter((id) => !admin.warehouseIds.includes(id));

const OUTSIDE =
  'This person also works in a warehouse you do not administer: ask an admin of all their warehouses';

/** Whether this admin may change who the person is (role) or whether they work (activation). */
export function manageUser(admin: UserAdmin, user: ManagedUser): Decision {
  return warehousesOutsideAdmin(admin, user).length === 0 ? allow : refuse(OUTSIDE);
}

/** Memberships an admin sets: only in warehouses they belong to. */
export function assignWarehouses(admin: UserAdmin, warehouseIds: readonly string[]): Decision {
  return warehouseIds.every((id) => admin.warehouseIds.includes(id))
    ? allow
    : refuse('You can only assign warehouses you belong to');
}

/**
 * The memberships after an admin's edit: the ones outside the admin's warehouses stay as
 * they were, the admin's own are replaced by the requested ones.
 */
export function mergeMemberships(
  admin: UserAdmin,
  user: ManagedUser,
  requested: readonly string[],
): string[] {
  return [...new Set([...warehousesOutsideAdmin(admin, user), ...requested])];
}

/** At least one active admin stays: the last one cannot be demoted or deactivated. */
function keepsAnAdmin(user: ManagedUser, activeAdmins: number): Decision {
  return user.role === 'admin' && user.active && activeAdmins <= 1
    ? refuse('The organization needs at least one active admin', 'conflict')
    : allow;
}

export function changeRole(admin: UserAdmin, user: ManagedUser, role: Role, activeAdmins: number): Decision {
  if (role === user.role) return allow;
  return firstRefusal(manageUser(admin, user), role === 'admin' ? allow : keepsAnAdmin(user, activeAdmins));
}

export function setActive(
  admin: UserAdmin,
  user: ManagedUser,
  active: boolean,
  activeAdmins: number,
): Decision {
  if (!active && user.id === admin.userId)
    return refuse('You cannot deactivate your own account', 'conflict');
  return firstRefusal(manageUser(admin, user), active ? allow : keepsAnAdmin(user, activeAdmins));
}
