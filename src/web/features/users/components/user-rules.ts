import type { Decision } from '@shared/policies/decision';
import * as policy from '@shared/policies/users';
import type { User } from '@shared/schemas/users';

/** What the signed-in admin may do to each person: the server's own policy (src/shared/policies). */
export interface UserRules {
  /** Change the person's role. */
  manage(user: User): Decision;
  /** Deactivate (or reactivate) the person. */
  setActive(user: User, active: boolean): Decision;
}

/**
 * The rules as this admin sees them. The organization's active admins are not all visible here
 * (only those sharing a warehouse), so the last-admin rule is left to the server's answer.
 */
export function userRules(adminId: string, warehouseIds: readonly string[]): UserRules {
  const admin = { userId: adminId, warehouseIds };
  return {
    manage: (user) => policy.manageUser(admin, user),
    setActive: (user, active) => policy.setActive(admin, user, active, Number.POSITIVE_INFINITY),
  };
}
