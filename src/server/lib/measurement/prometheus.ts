import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueryTiming, RequestTiming } from '../request-metrics';
import type { CacheStats } from './cache-stats';
import type { PoolFigures } from './pool-figures';
import { memoryFigures, type ProcessMonitor } from './process-monitor';

export interface PrometheusSources {
  pool(): PoolFigures;
  cacheStats: CacheStats;
  processMonitor: ProcessMonitor;
}

export interface PrometheusMetrics {
  registry: Registry;
  observeRequest(timing: RequestTiming): void;
  observeQuery(timing: QueryTiming): void;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics's figures in a registry of this app's own (not prom-client's global one: tests
 * build many apps in one process). Gauges read their sources when scraped.
 */
export function createPrometheusMetrics(sources: PrometheusSources): PrometheusMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'fieldwork_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'fieldwork_db_query_duration_seconds',
    help: 'Time of a database query, by type (select, insert, update, delete, other).',
    labelNames: ['type'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'fieldwork_event_loop_lag_seconds',
    help: 'Mean event-loop delay over the last sampling interval.',
    registers,
    collect() {
      const latest = sources.processMonitor.latest;
      if (latest) this.set(latest.eventLoopLagMs / 1000);
    },
  });
  new Gauge({
    name: 'fieldwork_process_cpu_usage_ratio',
    help: 'Fraction of one core the process used over the last sampling interval.',
    registers,
    collect() {
      const latest = sources.processMonitor.latest;
      if (latest) this.set(latest.cpuUsage);
    },
  });
  new Gauge({
    name: 'fieldwork_process_memory_bytes',
    help: 'Memory of the process: heap used, heap total, heap limit (out of memory past it) and resident set.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const memory = memoryFigures();
      this.set({ kind: 'heap_used' }, memory.heapUsed);
      this.set({ kind: 'heap_total' }, memory.heapTotal);
      this.set({ kind: 'heap_limit' }, memory.heapLimit);
      this.set({ kind: 'rss' }, memory.rss);
    },
  });
  new Gauge({
    name: 'fieldwork_db_pool_connections',
    help: "Connections of this instance's database pool: open, idle, and callers waiting for one.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  // Counters that mirror running totals: reset then set to the total, which only grows.
  new Counter({
    name: 'fieldwork_cache_hits_total',
    help: 'Cache lookups answered from a kept result (a cache asked while another computes is part of that lookup).',
    registers,
    collect() {
      this.reset();
      this.inc(sources.cacheStats.hits);
    },
  });
  new Counter({
    name: 'fieldwork_cache_misses_total',
    help: 'Cache lookups that had to compute their result.',
    registers,
    collect() {
      this.reset();
      this.inc(sources.cacheStats.misses);
    },
  });
  return {
    registry,
    observeRequest(timing) {
      requestDuration.observe(
        { method: timing.method, route: timing.route, status_code: String(timing.statusCode) },
        timing.durationMs / 1000,
      );
    },
    observeQuery(timing) {
      queryDuration.observe({ type: timing.type }, timing.durationMs / 1000);
    },
  };
}
