import { z } from 'zod';
import { said } from '../i18n/error-texts/auth';
import { ROLES } from '../domain';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { boundedText, idSchema } from './common';

const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: said('auth.mfaCode') });

export const loginSchema = z.object({
  email: boundedText(254, 'Email', { min: 1 }),
  password: z
    .string()
    .min(1, { error: said('auth.passwordRequired') })
    .max(1024),
  mfaToken: totpCodeSchema.optional(),
  deviceFingerprint: boundedText(8192, 'Device fingerprint').optional(),
});
export type Login = z.infer<typeof loginSchema>;

/** The signed-in user as the login and profile answers carry it (core spec §3). */
export const sessionUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  warehouseId: idSchema,
  organizationId: idSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  token: z.string(),
  refreshToken: z.string(),
  sessionId: idSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshSchema = z.object({
  refreshToken: z
    .string()
    .min(1, { error: said('auth.refreshTokenRequired') })
    .max(512),
});
export type RefreshRequest = z.infer<typeof refreshSchema>;

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const mfaSetupSchema = z.object({ type: z.literal('totp').default('totp') });

export const mfaSetupResponseSchema = z.object({
  setup: z.object({
    qrCode: z.string(),
    secret: z.string(),
  }),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaEnableSchema = z.object({ token: totpCodeSchema });
export type MfaEnable = z.infer<typeof mfaEnableSchema>;

export const mfaDisableSchema = z.object({
  token: totpCodeSchema,
  password: z
    .string()
    .min(1, { error: said('auth.passwordRequired') })
    .max(1024),
});
export type MfaDisable = z.infer<typeof mfaDisableSchema>;

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: said('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) })
  .max(256, { error: said('auth.passwordTooLong', { max: 256 }) });

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, { error: said('auth.currentPasswordRequired') })
    .max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The settings form adds a confirmation the server never sees. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: said('auth.passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
