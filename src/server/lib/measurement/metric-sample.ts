import type { RequestMetrics } from '../request-metrics';
import type { PoolFigures } from './pool-figures';
import { memoryFigures, type ProcessMonitor } from './process-monitor';

/** One row of system_metric_samples (its columns' meaning is in db/schema/monitoring.ts). */
export interface MetricSampleRow {
  instanceId: string;
  sampledAt: Date;
  cpuUsage: number;
  memoryUsage: number;
  heapUsed: number;
  heapTotal: number;
  rss: number;
  eventLoopLagMs: number;
  requestCount: number;
  errorCount: number;
  avgResponseTimeMs: number | null;
  p95ResponseTimeMs: number | null;
  throughput: number;
  dbActiveConnections: number;
  dbQueryCount: number;
  avgQueryTimeMs: number | null;
  healthy: boolean;
}

/** Takes this interval's figures (and starts the next interval): requests, queries, CPU, memory, pool. */
export function takeSample(input: {
  instanceId: string;
  sampledAt: Date;
  intervalMs: number;
  metrics: RequestMetrics;
  processMonitor: ProcessMonitor;
  pool: PoolFigures;
}): MetricSampleRow {
  const { requests, queries } = input.metrics.takeInterval();
  const reading = input.processMonitor.read();
  const memory = memoryFigures();
  return {
    instanceId: input.instanceId,
    sampledAt: input.sampledAt,
    cpuUsage: reading.cpuUsage,
    memoryUsage: memory.usage,
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    rss: memory.rss,
    eventLoopLagMs: reading.eventLoopLagMs,
    requestCount: requests.count,
    errorCount: requests.errors,
    avgResponseTimeMs: requests.average(),
    p95ResponseTimeMs: requests.histogram.percentile(0.95),
    throughput: input.intervalMs > 0 ? requests.count / (input.intervalMs / 1000) : 0,
    dbActiveConnections: input.pool.total - input.pool.idle,
    dbQueryCount: queries.count,
    avgQueryTimeMs: queries.average(),
    healthy: true,
  };
}
