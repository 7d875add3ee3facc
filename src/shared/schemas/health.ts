import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * `ok`: everything this instance uses answers. `degraded`: it serves, but a shared service it
 * uses to work with other instances (Redis) is away, so its realtime events and sign-in limits
 * are its own until that returns. `unavailable` (with 503): it cannot reach its database.
 */
export const healthStatusSchema = z.enum(['ok', 'degraded', 'unavailable']);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** The public answer for load balancers: no configuration, nothing a stranger could use. */
export const healthSchema = z.object({
  status: healthStatusSchema,
  version: z.string(),
  /** Seconds since this instance started. */
  uptime: z.number(),
  timestamp: timestampSchema,
});
export type Health = z.infer<typeof healthSchema>;

export const featureStateSchema = z.enum(['enabled', 'disabled']);

/** The switches an instance runs with (health details and the debug page), with their names on screen. */
export const FEATURE_LABELS = {
  redis: 'Redis (several instances)',
  embeddedDatabase: 'Embedded database',
  demoData: 'Demo data',
  vapidKeysFromEnvironment: 'Push keys from the environment',
  metricsScrapeToken: 'Metrics scrape token',
  trustProxy: 'Trust proxy',
  requestMeasurement: 'Request measurement',
  mail: 'Mail server (SMTP)',
} as const;
export type FeatureSwitch = keyof typeof FEATURE_LABELS;
/** A switch's name on screen; a name this build does not know (a newer server) as it is. */
export const featureLabel = (name: string): string =>
  name in FEATURE_LABELS ? FEATURE_LABELS[name as FeatureSwitch] : name;

/**
 * Operations spec §3's health response, for managers and admins: what this instance runs and
 * how it is doing. Deployment fields are null when the deployment did not set them.
 */
export const healthDetailsSchema = healthSchema.extend({
  env: z.enum(['development', 'production', 'test']),
  port: z.number().int(),
  /** Bytes; heapLimit is the heap size at which the process would run out of memory (ADR 40). */
  memory: z.object({ heapUsed: z.number(), heapTotal: z.number(), heapLimit: z.number(), rss: z.number() }),
  features: z.record(z.string(), featureStateSchema),
  websocket: z.object({
    activeConnections: z.number().int(),
    connectionsByWarehouse: z.array(
      z.object({ warehouseId: z.string(), warehouseName: z.string(), connections: z.number().int() }),
    ),
  }),
  sha: z.string().nullable(),
  buildId: z.string().nullable(),
  region: z.string().nullable(),
  /** When this build was made or deployed (BUILD_TIME), null when unknown. */
  lastUpdated: timestampSchema.nullable(),
  database: z.object({
    status: z.enum(['connected', 'unreachable']),
    mode: z.enum(['embedded', 'external']),
    /** Round trip of `select 1`, ms; null when unreachable. */
    latencyMs: z.number().nullable(),
  }),
  redis: z.enum(['connected', 'unreachable', 'not configured']),
});
export type HealthDetails = z.infer<typeof healthDetailsSchema>;

/** GET /api/health answers the details only to a manager's or admin's token. */
export const healthResponseSchema = z.union([healthDetailsSchema, healthSchema]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const isHealthDetails = (health: HealthResponse): health is HealthDetails => 'env' in health;

/** Operations spec §4: ok or healthy counts as healthy, anything else does not. */
export const isHealthyStatus = (status: string) => status === 'ok' || status === 'healthy';
