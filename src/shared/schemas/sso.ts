import { z } from 'zod';
import { ROLES } from '../domain';
import { boundedText, idSchema } from './common';

/** Where the provider sends people back to: the admin copies `<origin>` + this into the provider. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** The sign-in page's query parameter that carries why a single sign-on failed. */
export const SSO_ERROR_PARAM = 'ssoError';

/** Why a single sign-on did not sign the person in: the sign-in page words each one. */
export const SSO_FAILURES = [
  'deactivated',
  'unknown_user',
  'unverified_email',
  'tampered',
  'provider',
  'not_configured',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

const MAX_GROUP_MAPPINGS = 50;

const issuerUrlField = z
  .url({ protocol: /^https?$/, error: 'Enter the issuer URL, e.g. https://login.example.com/realms/plant' })
  .max(500, { error: 'Issuer URL must be at most 500 characters' });

const groupNameField = boundedText(200, 'Group', { min: 1 });

/** The single sign-on settings as the admin screen shows them: the client secret never, only whether one is set. */
export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  issuerUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  clientSecretSet: z.boolean(),
  buttonLabel: z.string(),
  createUsers: z.boolean(),
  defaultRole: z.enum(ROLES),
  defaultWarehouseId: idSchema.nullable(),
  groupsClaim: z.string().nullable(),
  groupRoles: z.record(z.string(), z.enum(ROLES)),
  requireSso: z.boolean(),
  breakGlassUserId: idSchema.nullable(),
  /** OIDC_ISSUER and the rest are set: the provider, client and label come from there, read-only here. */
  managedByEnvironment: z.boolean(),
  version: z.number().int(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** What the admin saves; a blank or absent client secret keeps the stored one. */
export const updateSsoSettingsSchema = z
  .object({
    enabled: z.boolean(),
    issuerUrl: z.preprocess((v) => (v === '' ? null : v), issuerUrlField.nullable()),
    clientId: z.preprocess(
      (v) => (v === '' ? null : v),
      boundedText(255, 'Client ID', { min: 1 }).nullable(),
    ),
    clientSecret: z.string().max(1000, { error: 'Client secret must be at most 1000 characters' }).optional(),
    buttonLabel: boundedText(40, 'Button label', { min: 1 }),
    createUsers: z.boolean(),
    defaultRole: z.enum(ROLES, { error: 'Choose a role' }),
    defaultWarehouseId: idSchema.nullable(),
    groupsClaim: z.preprocess(
      (v) => (v === '' ? null : v),
      boundedText(100, 'Groups claim', { min: 1 }).nullable(),
    ),
    groupRoles: z
      .record(groupNameField, z.enum(ROLES, { error: 'Choose a role' }))
      .refine((map) => Object.keys(map).length <= MAX_GROUP_MAPPINGS, {
        error: `Map at most ${MAX_GROUP_MAPPINGS} groups`,
      }),
    requireSso: z.boolean(),
    breakGlassUserId: idSchema.nullable(),
  })
  .refine((v) => !v.enabled || (v.issuerUrl !== null && v.clientId !== null), {
    error: 'Enter the issuer URL and client ID before turning single sign-on on',
    path: ['issuerUrl'],
  })
  .refine((v) => !v.createUsers || v.defaultWarehouseId !== null, {
    error: 'Choose the warehouse new people join',
    path: ['defaultWarehouseId'],
  })
  .refine((v) => !v.requireSso || v.breakGlassUserId !== null, {
    error: 'Choose the break-glass admin who may still sign in with a password',
    path: ['breakGlassUserId'],
  })
  .refine((v) => !v.requireSso || v.enabled, {
    error: 'Turn single sign-on on before requiring it',
    path: ['requireSso'],
  });
export type UpdateSsoSettings = z.infer<typeof updateSsoSettingsSchema>;

export const ssoDiscoveryQuerySchema = z.object({ issuerUrl: issuerUrlField });
export type SsoDiscoveryQuery = z.infer<typeof ssoDiscoveryQuerySchema>;

/** The answer of "Test connection": whether the issuer's discovery document was read, in words. */
export const ssoDiscoveryResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type SsoDiscoveryResult = z.infer<typeof ssoDiscoveryResultSchema>;

/** What the sign-in page needs: whether to offer the button, and its label. */
export const ssoAvailabilitySchema = z.object({ enabled: z.boolean(), label: z.string() });
export type SsoAvailability = z.infer<typeof ssoAvailabilitySchema>;

/** The callback's query as any provider sends it: code and state, or an error. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(1024).optional(),
});
