import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { SAMPLE_INTERVAL_MS } from '../../shared/monitoring/thresholds';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { warehouseCacheStats, type CacheStats } from '../lib/measurement/cache-stats';
import { takeSample } from '../lib/measurement/metric-sample';
import { MetricSampler } from '../lib/measurement/metric-sampler';
import { poolFigures, type PoolFigures } from '../lib/measurement/pool-figures';
import { ProcessMonitor } from '../lib/measurement/process-monitor';
import { createPrometheusMetrics, type PrometheusMetrics } from '../lib/measurement/prometheus';
import { queryShape } from '../lib/measurement/query-shape';
import { RequestMetrics } from '../lib/request-metrics';
import { insertMetricSamples } from '../modules/admin/metric-samples.repository';
import { requestTiming } from './request-timing';

/** What this instance measures about itself (the admin endpoints, /metrics and the sampler read it). */
export interface Measurement {
  metrics: RequestMetrics;
  processMonitor: ProcessMonitor;
  prometheus: PrometheusMetrics;
  pool(): PoolFigures;
  cacheStats: CacheStats;
  sampler: MetricSampler;
  /** The id this instance writes its samples under. */
  instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    measurement: Measurement;
  }
}

export interface MeasurementOptions {
  database: DatabaseHandle;
  clock: Clock;
  /** Request and query timing hooks; off only in the benchmark that measures their cost. */
  timeRequests: boolean;
  sampleIntervalMs?: number;
  metrics?: RequestMetrics;
}

/**
 * Per-request and per-query timing, process figures, the Prometheus registry, and the
 * sampler that writes this instance's row into system_metric_samples every interval
 * (started with the app, stopped when it closes).
 */
export const measurement = fp<MeasurementOptions>(
  async (app, options) => {
    const { database, clock } = options;
    const metrics = options.metrics ?? new RequestMetrics(() => clock.now().getTime());
    const processMonitor = new ProcessMonitor();
    const pool = () => poolFigures(database.pool, database.analyticsPool);
    const prometheus = createPrometheusMetrics({ pool, cacheStats: warehouseCacheStats, processMonitor });

    if (options.timeRequests) {
      await app.register(requestTiming, {
        record(timing) {
          metrics.recordRequest(timing);
          prometheus.observeRequest(timing);
        },
      });
      const stopListening = database.onQuery((query) => {
        const timing = { ...queryShape(query.text), durationMs: query.durationMs, failed: query.failed };
        metrics.recordQuery(timing);
        prometheus.observeQuery(timing);
      });
      app.addHook('onClose', async () => stopListening());
    }

    const instanceId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    const intervalMs = options.sampleIntervalMs ?? SAMPLE_INTERVAL_MS;
    const sampler = new MetricSampler({
      intervalMs,
      clock,
      collect: (sampledAt, elapsedMs) =>
        takeSample({ instanceId, sampledAt, intervalMs: elapsedMs, metrics, processMonitor, pool: pool() }),
      write: (rows) => insertMetricSamples(database.db, rows),
      log: app.log,
    });
    sampler.start();
    app.addHook('onClose', async () => {
      await sampler.stop();
      processMonitor.stop();
    });

    app.decorate('measurement', {
      metrics,
      processMonitor,
      prometheus,
      pool,
      cacheStats: warehouseCacheStats,
      sampler,
      instanceId,
    });
  },
  { name: 'measurement' },
);
