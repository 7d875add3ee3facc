import { z } from 'zod';
import { timestampSchema } from './common';
import { featureStateSchema } from './health';

/**
 * GET /api/debug/env: an allow-list of settings that are no secret. Never a secret's value, a
 * connection string, a password or a path; with an admin token the operational settings too.
 */
export const debugEnvSchema = z.object({
  nodeEnv: z.enum(['development', 'production', 'test']),
  port: z.number().int(),
  version: z.string(),
  databaseMode: z.enum(['embedded', 'external']),
  redis: z.enum(['on', 'off']),
  features: z.record(z.string(), featureStateSchema),
  /** Only for an admin: settings that tune the service (never a secret). */
  operational: z
    .object({
      logLevel: z.string(),
      dbPoolSize: z.number().int(),
      trustProxy: z.boolean(),
      pmGraceDays: z.number().int(),
      loginRateLimitPerMinute: z.number().int(),
      pushServiceHosts: z.array(z.string()),
      nodeVersion: z.string(),
      platform: z.string(),
    })
    .optional(),
});
export type DebugEnv = z.infer<typeof debugEnvSchema>;

export const SELF_CHECK_NAMES = [
  'database reachable',
  'migrations current',
  'scheduler running',
  'storage writable',
  'push configured',
] as const;

export const selfCheckSchema = z.object({
  name: z.enum(SELF_CHECK_NAMES),
  status: z.enum(['pass', 'fail', 'warn']),
  /** One plain sentence; details (counts, error words) only for an admin. */
  detail: z.string(),
  durationMs: z.number(),
});
export type SelfCheck = z.infer<typeof selfCheckSchema>;

/** GET /api/debug/test-summary: the server's built-in self-checks; it never starts a process. */
export const testSummarySchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  warnings: z.number().int(),
  checks: z.array(selfCheckSchema),
  timestamp: timestampSchema,
});
export type TestSummary = z.infer<typeof testSummarySchema>;

/** GET /api/test: the API answers at all (the endpoint tester's first call). */
export const apiTestSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  timestamp: timestampSchema,
});
export type ApiTest = z.infer<typeof apiTestSchema>;
