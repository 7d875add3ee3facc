import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * `ok`: everything this instance uses answers. `degraded`: it serves, but a shared service it
 * uses to work with other instances (Redis) is away, so its realtime events and sign-in limits
 * are its own until that returns. `unavailable` (with 503): it cannot reach its database.
 * Deliberately no more than that: the answer is public.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  timestamp: timestampSchema,
});
export type Health = z.infer<typeof healthSchema>;
