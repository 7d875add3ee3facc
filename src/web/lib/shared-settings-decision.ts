import type { Decision } from '@shared/policies/decision';
import type { OrganizationActor } from '@shared/policies/shared-settings';
import { useMyProfile } from './auth/my-profile';

/**
 * What a shared-settings rule (src/shared/policies/shared-settings.ts) decides for the signed-in
 * person: the server's own rule, so a screen offers only what the server allows and says why
 * not. Undefined until their profile is read (offer nothing meanwhile). Apart from `useCan`,
 * which the router reads on every visit, so the profile query stays out of the entry's bundle.
 */
export function useSharedSettingsDecision(
  rule: (actor: OrganizationActor) => Decision,
): Decision | undefined {
  const { data } = useMyProfile();
  return data ? rule({ role: data.role, organizationWide: data.organizationWide }) : undefined;
}
