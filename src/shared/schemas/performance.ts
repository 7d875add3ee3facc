import { z } from 'zod';
import { timestampSchema } from './common';

export const QUERY_TYPES = ['select', 'insert', 'update', 'delete', 'other'] as const;
export const queryTypeSchema = z.enum(QUERY_TYPES);
export type QueryType = z.infer<typeof queryTypeSchema>;

/**
 * Operations spec §3's performance summary of this instance over the last `windowSeconds`
 * (measured by the request and query hooks; averages and percentiles are null when nothing
 * was measured in the window, never 0).
 */
export const performanceSummarySchema = z.object({
  windowSeconds: z.number().int(),
  requests: z.object({
    averageResponseTime: z.number().nullable(),
    p95ResponseTime: z.number().nullable(),
    p99ResponseTime: z.number().nullable(),
    totalRequests: z.number().int(),
    /** Fraction of the window's requests answered with a 5xx; null without requests. */
    errorRate: z.number().nullable(),
    /** Requests per second over the window. */
    throughput: z.number(),
  }),
  database: z.object({
    averageQueryTime: z.number().nullable(),
    totalQueries: z.number().int(),
    queryTypeBreakdown: z.record(queryTypeSchema, z.number().int()),
    /** Connections of this instance's pool: open and in use. */
    pool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }),
  }),
  system: z.object({
    /** Heap used ÷ heap limit (ADR 40). */
    memoryUsage: z.number(),
    /** Fraction of one core this process used over the last sampling interval; null before one passed. */
    cpuUsage: z.number().nullable(),
    /** MB. */
    heapUsed: z.number(),
    heapTotal: z.number(),
    /** The heap size at which the process would run out of memory. */
    heapLimit: z.number(),
    rss: z.number(),
    /** Seconds. */
    uptime: z.number(),
    /** Mean event-loop delay, ms; null before it was measured. */
    eventLoopLag: z.number().nullable(),
  }),
  /** The server's response and analytics caches; hit rate null until they were asked. */
  cache: z.object({
    configured: z.boolean(),
    hitRate: z.number().nullable(),
    totalHits: z.number().int(),
    totalMisses: z.number().int(),
  }),
  timestamp: timestampSchema,
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;

/** A request over one second (operations spec §9): its route pattern, never the raw URL. */
export const slowRequestSchema = z.object({
  method: z.string(),
  path: z.string(),
  statusCode: z.number().int(),
  responseTime: z.number(),
  timestamp: timestampSchema,
});
export type SlowRequest = z.infer<typeof slowRequestSchema>;

/** A query over 100 ms: its type and main table, never its parameters. */
export const slowQuerySchema = z.object({
  queryType: queryTypeSchema,
  tableName: z.string().nullable(),
  queryTime: z.number(),
  timestamp: timestampSchema,
});
export type SlowQuery = z.infer<typeof slowQuerySchema>;

export const recommendationSchema = z.object({
  severity: z.enum(['warning', 'critical']),
  /** What to do, in a sentence that names the figure. */
  message: z.string(),
  /** The measured figure that triggered it and the threshold it crossed. */
  metric: z.string(),
  value: z.number(),
  threshold: z.number(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsSchema = z.object({ recommendations: z.array(recommendationSchema) });
export type Recommendations = z.infer<typeof recommendationsSchema>;

export const slowRequestsSchema = z.object({
  thresholdMs: z.number(),
  /** The slowest first, at most SLOW_REQUEST_LIST_SIZE, from this instance's measured window. */
  requests: z.array(slowRequestSchema),
});
export type SlowRequests = z.infer<typeof slowRequestsSchema>;

export const slowQueriesSchema = z.object({
  thresholdMs: z.number(),
  /** The five slowest first. */
  queries: z.array(slowQuerySchema),
});
export type SlowQueries = z.infer<typeof slowQueriesSchema>;
