import { can, type Permission } from '@shared/permissions';
import type { Decision } from '@shared/policies/decision';
import type { OrganizationActor } from '@shared/policies/shared-settings';
import { useAuth } from './auth/auth-context';
import { useMyProfile } from './auth/my-profile';

/** Whether the signed-in user's role holds a permission (the client hides what the role cannot do). */
export function useCan(permission: Permission | undefined): boolean {
  const { user } = useAuth();
  if (!permission) return user !== null;
  return user !== null && can(user.role, permission);
}

/**
 * What a shared-settings rule (src/shared/policies/shared-settings.ts) decides for the signed-in
 * person: the server's own rule, so a screen offers only what the server allows and says why
 * not. Undefined until their profile is read (offer nothing meanwhile).
 */
export function useSharedSettingsDecision(
  rule: (actor: OrganizationActor) => Decision,
): Decision | undefined {
  const { data } = useMyProfile();
  return data ? rule({ role: data.role, organizationWide: data.organizationWide }) : undefined;
}
