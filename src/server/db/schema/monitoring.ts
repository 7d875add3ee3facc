import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tz, version } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/** One sample per instance per sampling interval, measured, never invented. */
export const systemMetricSamples = pgTable(
  'system_metric_samples',
  {
    id: id(),
    instanceId: text().notNull(),
    sampledAt: tz().notNull().defaultNow(),
    cpuUsage: real().notNull(),
    /** Heap used ÷ heap limit (ADR 40; samples before it hold heap used ÷ heap total). */
    memoryUsage: real().notNull(),
    heapUsed: bigint({ mode: 'number' }).notNull(),
    heapTotal: bigint({ mode: 'number' }).notNull(),
    rss: bigint({ mode: 'number' }).notNull(),
    eventLoopLagMs: real().notNull(),
    requestCount: integer().notNull(),
    errorCount: integer().notNull(),
    avgResponseTimeMs: real(),
    p95ResponseTimeMs: real(),
    throughput: real().notNull(),
    dbActiveConnections: integer().notNull(),
    dbQueryCount: integer().notNull(),
    avgQueryTimeMs: real(),
    /** Whether the instance could reach its database when it took the sample (system availability). */
    healthy: boolean().notNull().default(true),
  },
  (t) => [index().on(t.sampledAt), index().on(t.instanceId, t.sampledAt)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    organizationId: uuid().references(() => organizations.id),
    type: text().notNull(),
    title: text().notNull(),
    description: text(),
    message: text().notNull(),
    /** The measured metric that raised it and the threshold it crossed. */
    metric: text(),
    value: real(),
    threshold: real(),
    resolved: boolean().notNull().default(false),
    resolvedBy: uuid().references(() => users.id),
    resolvedAt: tz(),
    createdAt: tz().notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index().on(t.resolved, t.createdAt.desc().nullsFirst()),
    // The alert engine opens one alert per measured condition: never a second while one is open.
    uniqueIndex('alerts_one_open_per_metric')
      .on(t.metric)
      .where(sql`not ${t.resolved}`),
  ],
);
