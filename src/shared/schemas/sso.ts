import { z } from 'zod';
import { ROLES } from '../domain';
import { said } from '../i18n/error-texts/sso-form';
import { boundedText, idSchema } from './common';

export { SSO_CALLBACK_PATH, SSO_ERROR_PARAM, SSO_FAILURES, type SsoFailure } from '../sso-failures';

const MAX_GROUP_MAPPINGS = 50;

const issuerUrlField = z
  .url({ protocol: /^https?$/, error: said('sso.issuerUrlFormat') })
  .max(500, { error: said('text.tooLong', { field: 'issuerUrl', max: 500 }) });

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
    clientSecret: z
      .string()
      .max(1000, { error: said('text.tooLong', { field: 'clientSecret', max: 1000 }) })
      .optional(),
    buttonLabel: boundedText(40, 'Button label', { min: 1 }),
    createUsers: z.boolean(),
    defaultRole: z.enum(ROLES, { error: said('user.chooseRole') }),
    defaultWarehouseId: idSchema.nullable(),
    groupsClaim: z.preprocess(
      (v) => (v === '' ? null : v),
      boundedText(100, 'Groups claim', { min: 1 }).nullable(),
    ),
    groupRoles: z
      .record(groupNameField, z.enum(ROLES, { error: said('user.chooseRole') }))
      .refine((map) => Object.keys(map).length <= MAX_GROUP_MAPPINGS, {
        error: said('sso.groupsAtMost', { max: MAX_GROUP_MAPPINGS }),
      }),
    requireSso: z.boolean(),
    breakGlassUserId: idSchema.nullable(),
  })
  .refine((v) => !v.enabled || (v.issuerUrl !== null && v.clientId !== null), {
    error: said('sso.providerFirst'),
    path: ['issuerUrl'],
  })
  .refine((v) => !v.createUsers || v.defaultWarehouseId !== null, {
    error: said('sso.chooseJoinWarehouse'),
    path: ['defaultWarehouseId'],
  })
  .refine((v) => !v.requireSso || v.breakGlassUserId !== null, {
    error: said('sso.chooseBreakGlass'),
    path: ['breakGlassUserId'],
  })
  .refine((v) => !v.requireSso || v.enabled, {
    error: said('sso.enableFirst'),
    path: ['requireSso'],
  });
export type UpdateSsoSettings = z.infer<typeof updateSsoSettingsSchema>;

export const ssoDiscoveryQuerySchema = z.object({ issuerUrl: issuerUrlField });
export type SsoDiscoveryQuery = z.infer<typeof ssoDiscoveryQuerySchema>;

/**
 * The answer of "Test connection": whether the issuer's discovery document was read, in words:
 * `message` in English, `code` and `params` to word it in the reader's language (ADR 65). The
 * server always sends a code; the screen's own "could not test" result, in the same shape, has none.
 */
export const ssoDiscoveryResultSchema = z.object({
  ok: z.boolean(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
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
