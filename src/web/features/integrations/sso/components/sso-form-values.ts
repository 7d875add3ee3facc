import { z } from 'zod';
import { ROLES, type Role } from '@shared/domain';
import { updateSsoSettingsSchema, type SsoSettings, type UpdateSsoSettings } from '@shared/schemas/sso';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { ssoMessages } from '../messages';

/** A select's "nothing chosen": Radix Select has no empty value. */
export const NONE = 'none';

export interface SsoFormValues {
  enabled: boolean;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
  createUsers: boolean;
  defaultRole: Role;
  defaultWarehouseId: string;
  groupsClaim: string;
  /** One "group: role" a line. */
  groupRoles: string;
  requireSso: boolean;
  breakGlassUserId: string;
}

/** Each role and the key of its name in the catalogue. */
export const ROLE_OPTIONS = ROLES.map((role) => [role, `role.${role}`] as const);

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** "cmms-leads: supervisor" lines into the map the server stores; undefined when a line is not one. */
function parseGroupRoles(text: string): Record<string, Role> | undefined {
  const map: Record<string, Role> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const at = line.lastIndexOf(':');
    const group = line.slice(0, at).trim();
    const role = line
      .slice(at + 1)
      .trim()
      .toLowerCase();
    if (at <= 0 || !group || !isRole(role)) return undefined;
    map[group] = role;
  }
  return map;
}

const chosen = (value: string) => (value === NONE ? null : value);

/** The form's text and selects into the body of PUT /api/sso/settings, checked by its shared schema. */
export const ssoFormSchema = (t: TextsOf<typeof ssoMessages>): z.ZodType<UpdateSsoSettings, SsoFormValues> =>
  z.preprocess((input, ctx) => {
    const v = input as SsoFormValues;
    const groupRoles = parseGroupRoles(v.groupRoles);
    if (!groupRoles) {
      const message = t('groupRoles.invalid', { roles: ROLES.join(', ') });
      ctx.addIssue({ code: 'custom', message, path: ['groupRoles'] });
    }
    return {
      ...v,
      issuerUrl: v.issuerUrl.trim() || null,
      clientId: v.clientId.trim() || null,
      groupsClaim: v.groupsClaim.trim() || null,
      groupRoles: groupRoles ?? {},
      defaultWarehouseId: chosen(v.defaultWarehouseId),
      breakGlassUserId: chosen(v.breakGlassUserId),
    };
  }, updateSsoSettingsSchema);

export function toFormValues(settings: SsoSettings): SsoFormValues {
  return {
    enabled: settings.enabled,
    issuerUrl: settings.issuerUrl ?? '',
    clientId: settings.clientId ?? '',
    clientSecret: '',
    buttonLabel: settings.buttonLabel,
    createUsers: settings.createUsers,
    defaultRole: settings.defaultRole,
    defaultWarehouseId: settings.defaultWarehouseId ?? NONE,
    groupsClaim: settings.groupsClaim ?? '',
    groupRoles: Object.entries(settings.groupRoles)
      .map(([group, role]) => `${group}: ${role}`)
      .join('\n'),
    requireSso: settings.requireSso,
    breakGlassUserId: settings.breakGlassUserId ?? NONE,
  };
}
