import { said } from '../i18n/error-texts/users';
import type { Role } from '../domain';
import { allow, firstRefusal, refuse, type Decision } from './decision';

/**
 * Who an administrator may manage (issue 9 §3, issue 22 §7). An admin manages the memberships
 * of the warehouses they belong to, and only those; changing someone's name or role, or
 * deactivating or reactivating them, reaches every warehouse that person works in, so it takes
 * an admin of all of them. The organization keeps at least one active admin.
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

const OUTSIDE = said('user.outsideAdmin');

/** Whether this admin may change who the person is (name, role) or whether they work (activation). */
export function manageUser(admin: UserAdmin, user: ManagedUser): Decision {
  return warehousesOutsideAdmin(admin, user).length === 0 ? allow : refuse(OUTSIDE);
}

/** Memberships an admin sets on a new person: only in warehouses they belong to. */
export function assignWarehouses(admin: UserAdmin, warehouseIds: readonly string[]): Decision {
  return warehouseIds.every((id) => admin.warehouseIds.includes(id))
    ? allow
    : refuse(said('user.onlyOwnWarehouses'));
}

/**
 * A person's whole list of warehouses, as an admin sets it: what it adds or takes away must be
 * the admin's own; a warehouse of the person's the admin does not administer stays in the
 * list, and leaving it out is refused with the reason, never silently ignored (issue 22 §7).
 */
export function setMemberships(admin: UserAdmin, user: ManagedUser, requested: readonly string[]): Decision {
  const added = requested.filter((id) => !user.warehouseIds.includes(id));
  if (added.some((id) => !admin.warehouseIds.includes(id))) return refuse(said('user.onlyOwnWarehouses'));
  const leftOut = warehousesOutsideAdmin(admin, user).filter((id) => !requested.includes(id));
  return leftOut.length === 0 ? allow : refuse(said('user.leavesOutWarehouse'));
}

/** The name is the person's in every warehouse: renaming someone takes an admin of all of them. */
export function renameUser(
  admin: UserAdmin,
  user: ManagedUser & { firstName: string; lastName: string },
  names: { firstName?: string | undefined; lastName?: string | undefined },
): Decision {
  const changes =
    (names.firstName !== undefined && names.firstName !== user.firstName) ||
    (names.lastName !== undefined && names.lastName !== user.lastName);
  return changes ? manageUser(admin, user) : allow;
}

/** At least one active admin stays: the last one cannot be demoted or deactivated. */
function keepsAnAdmin(user: ManagedUser, activeAdmins: number): Decision {
  return user.role === 'admin' && user.active && activeAdmins <= 1
    ? refuse(said('user.lastAdmin'), 'conflict')
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
  if (!active && user.id === admin.userId) return refuse(said('user.deactivateSelf'), 'conflict');
  return firstRefusal(manageUser(admin, user), active ? allow : keepsAnAdmin(user, activeAdmins));
}
