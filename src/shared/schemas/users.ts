import { z } from 'zod';
import { said } from '../i18n/error-texts/users';
import { ROLES } from '../domain';
import { idSchema, pageQuerySchema, searchText, timestampSchema } from './common';
import { newPasswordSchema } from './auth';
import { nameField } from './profiles';

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: said('user.emailRequired') })
  .max(254)
  .pipe(z.email({ error: said('user.emailInvalid') }))
  // The input is trimmed and lower-cased before the check, so its JSON Schema would not say "email".
  .meta({ format: 'email' });

const warehouseIdsField = z
  .array(idSchema)
  .min(1, { error: said('user.chooseWarehouse') })
  .max(100);

export const createUserSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  role: z.enum(ROLES, { error: said('user.chooseRole') }),
  warehouseIds: warehouseIdsField,
  password: newPasswordSchema,
});
export type CreateUser = z.infer<typeof createUserSchema>;

export const updateUserSchema = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    role: z.enum(ROLES, { error: said('user.chooseRole') }),
    warehouseIds: warehouseIdsField,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  mfaEnabled: z.boolean(),
  warehouseIds: z.array(idSchema),
  lastLoginAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  includeInactive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
