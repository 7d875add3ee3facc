import { z } from 'zod';
import { said } from '../i18n/error-texts/common';
import type { NameLabel } from '../i18n/names';
import { ROLES } from '../domain';
import { localeSchema } from './locale';
import { boundedText, idSchema, pageQuerySchema } from './common';
import { sessionUserSchema } from './auth';

export const warehouseSchema = z.object({ id: idSchema, name: z.string(), code: z.string() });
export type Warehouse = z.infer<typeof warehouseSchema>;

/** GET /api/profiles/me: the session user plus what the settings screen shows. */
export const myProfileSchema = sessionUserSchema.extend({
  active: z.boolean(),
  mfaEnabled: z.boolean(),
  warehouses: z.array(warehouseSchema),
  /** Works in every plant of the organization: may change what they all share (policies/shared-settings). */
  organizationWide: z.boolean(),
  /** The language they chose (issue 29); null until their first sign-in keeps the browser's. */
  locale: localeSchema.nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** GET /api/profiles/{id}: what a colleague may see of another user. */
export const publicProfileSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const listProfilesQuerySchema = pageQuerySchema.extend({
  role: z
    .enum(ROLES, { error: said('value.oneOf', { field: 'roleParam', values: ROLES.join(', ') }) })
    .optional(),
});
export type ListProfilesQuery = z.infer<typeof listProfilesQuerySchema>;

const nameField = (label: NameLabel) => boundedText(100, label, { min: 1 });

export const updateProfileSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** PUT /api/profiles/me/language. */
export const updateLanguageSchema = z.object({ locale: localeSchema });
export type UpdateLanguage = z.infer<typeof updateLanguageSchema>;

export { nameField };
