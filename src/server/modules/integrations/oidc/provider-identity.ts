import { ROLES, type Role } from '../../../../shared/domain';
import type { ProviderClaims } from './oidc-provider-client';

/** Who the provider says signed in, as far as Fieldwork reads it. */
export interface ProviderIdentity {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  groups: string[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Names as the users table bounds them; a provider may send none, or only a full name. */
const NAME_MAX = 100;
const name = (value: string) => value.slice(0, NAME_MAX);

/**
 * Reads e-mail, verification, names and groups from the claims. Some providers send
 * `email_verified` as the text "true"; groups may be a list or a single name.
 */
export function readIdentity(
  claims: ProviderClaims,
  groupsClaim: string | null,
): ProviderIdentity | undefined {
  const email = text(claims.email);
  if (!email) return undefined;
  const fullName = text(claims.name)?.split(/\s+/) ?? [];
  const firstName = text(claims.given_name) ?? fullName[0] ?? email.split('@')[0] ?? email;
  const lastName = text(claims.family_name) ?? (fullName.length > 1 ? fullName.slice(1).join(' ') : '-');
  const rawGroups = groupsClaim ? claims[groupsClaim] : undefined;
  const groups = (Array.isArray(rawGroups) ? rawGroups : [rawGroups]).filter(
    (group): group is string => typeof group === 'string',
  );
  return {
    email,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: name(firstName),
    lastName: name(lastName),
    groups,
  };
}

/** The widest role any of the person's groups grants, or undefined when no group is mapped. */
export function roleFromGroups(groups: string[], groupRoles: Record<string, Role>): Role | undefined {
  const granted = groups.map((group) => groupRoles[group]).filter((role): role is Role => role !== undefined);
  if (granted.length === 0) return undefined;
  return granted.reduce((widest, role) => (ROLES.indexOf(role) > ROLES.indexOf(widest) ? role : widest));
}
