import { z } from 'zod';
import { said } from '../i18n/error-texts/reports';
import { booleanQuery, pageQuerySchema, timestampSchema } from './common';
import { kpisSchema } from './analytics';

export const MONITORING_RANGES = ['1h', '24h', '7d', '30d'] as const;
export const monitoringRangeSchema = z.enum(MONITORING_RANGES, {
  error: said('monitoring.range', { values: MONITORING_RANGES.join(', ') }),
});
export type MonitoringRange = z.infer<typeof monitoringRangeSchema>;
export const RANGE_MS: Record<MonitoringRange, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};
export const monitoringRangeQuerySchema = z.object({ range: monitoringRangeSchema.default('24h') });
export type MonitoringRangeQuery = z.infer<typeof monitoringRangeQuerySchema>;

/**
 * Operations spec §3's system metric sample: the recorded samples of every instance in one
 * time bucket, aggregated (CPU and memory averaged, requests and errors summed).
 */
export const systemMetricSampleSchema = z.object({
  timestamp: timestampSchema,
  /** Fraction of one core, averaged over the instances. */
  cpu: z.object({ usage: z.number() }),
  /** Heap used ÷ heap total, averaged. */
  memory: z.object({ usage: z.number() }),
  performance: z.object({
    avgResponseTime: z.number().nullable(),
    throughput: z.number(),
    errorCount: z.number().int(),
    requestCount: z.number().int(),
  }),
  database: z.object({ activeConnections: z.number().int() }),
  /** How many instances wrote a sample into this bucket. */
  instances: z.number().int(),
});
export type SystemMetricSample = z.infer<typeof systemMetricSampleSchema>;

export const systemMetricsSchema = z.object({
  range: monitoringRangeSchema,
  /** Width of each point, seconds (one minute for 1h, wider for longer ranges). */
  bucketSeconds: z.number().int(),
  /** Oldest first; empty until the first sample was written. */
  samples: z.array(systemMetricSampleSchema),
});
export type SystemMetrics = z.infer<typeof systemMetricsSchema>;

export const monitoringKpiSchema = z.object({ range: monitoringRangeSchema, kpis: kpisSchema });
export type MonitoringKpi = z.infer<typeof monitoringKpiSchema>;

export const trendSchema = z.enum(['improving', 'declining', 'stable']);
export type Trend = z.infer<typeof trendSchema>;
/** A 0–100 score (null when nothing it is made of was measured) and its trend against the previous hour. */
export const healthScoreSchema = z.object({
  score: z.number().nullable(),
  trend: trendSchema.nullable(),
});
export type HealthScore = z.infer<typeof healthScoreSchema>;

/** Operations spec §3's performance health (formulas in docs/monitoring.md). */
export const performanceHealthSchema = z.object({
  overall: healthScoreSchema,
  infrastructure: healthScoreSchema,
  application: healthScoreSchema,
  business: healthScoreSchema,
  timestamp: timestampSchema,
});
export type PerformanceHealth = z.infer<typeof performanceHealthSchema>;

export const ALERT_TYPES = ['critical', 'warning', 'info'] as const;
export const alertTypeSchema = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertTypeSchema>;

/** Operations spec §3's alert, with the measured figure that raised it and who resolved it. */
export const alertSchema = z.object({
  id: z.string(),
  type: alertTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  message: z.string(),
  metric: z.string().nullable(),
  value: z.number().nullable(),
  threshold: z.number().nullable(),
  timestamp: timestampSchema,
  resolved: z.boolean(),
  resolvedAt: timestampSchema.nullable(),
  resolvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  version: z.number().int(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/monitoring/alerts: newest first; `resolved=false` for the open ones. */
export const alertsQuerySchema = pageQuerySchema.extend({ resolved: booleanQuery.optional() });
export type AlertsQuery = z.infer<typeof alertsQuerySchema>;

/** Operations spec §3's monitoring metrics. */
export const monitoringMetricsSchema = z.object({
  performance: z.object({
    /** Seconds since this instance started. */
    uptime: z.number(),
    avgResponseTime: z.number().nullable(),
    requestCount: z.number().int(),
    errorCount: z.number().int(),
  }),
  /** Heap: usage as the fraction of the heap limit used (ADR 40); used, total and limit in MB. */
  memory: z.object({ usage: z.number(), used: z.number(), total: z.number(), limit: z.number() }),
  business: z.object({
    activeWorkOrders: z.number().int(),
    overdueWorkOrders: z.number().int(),
    /** %, null when no PM was due. */
    pmCompliance: z.number().nullable(),
    equipmentCount: z.number().int(),
  }),
  /** Unresolved alerts by type. */
  openAlerts: z.object({ critical: z.number().int(), warning: z.number().int(), info: z.number().int() }),
  timestamp: timestampSchema,
});
export type MonitoringMetrics = z.infer<typeof monitoringMetricsSchema>;
