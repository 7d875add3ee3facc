import { z } from 'zod';
import { loginSchema } from '@shared/schemas/auth';

/**
 * The sign-in forms' checks, from the shared login schema. A module of their own, loaded when a
 * form is first used: with zod they weigh about 30 KB that the page does not need to show (ADR 69).
 */
export const credentialsSchema = loginSchema.pick({ email: true, password: true });

export const codeSchema = z.object({ mfaToken: loginSchema.shape.mfaToken.unwrap() });
