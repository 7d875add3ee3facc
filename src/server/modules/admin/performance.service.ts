import type { PerformanceSummary, SlowQueries, SlowRequests } from '../../../shared/schemas/performance';
import { SLOW_QUERY_MS, SLOW_REQUEST_MS } from '../../../shared/monitoring/thresholds';
import type { Clock } from '../../lib/clock';
import { memoryFigures } from '../../lib/measurement/process-monitor';
import type { Measurement } from '../../plugins/measurement';

const MB = 1024 * 1024;
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const roundOrNull = (value: number | null) => (value === null ? null : round(value));

/** This instance's measured performance (operations spec §2, Performance Dashboard). */
export function createPerformanceService(measurement: Measurement, clock: Clock) {
  function summary(): PerformanceSummary {
    const window = measurement.metrics.window();
    const { requests, queries } = window;
    const memory = memoryFigures();
    const reading = measurement.processMonitor.latest;
    const { hits, misses, caches } = measurement.cacheStats;
    // Throughput over the part of the window measured so far (at least a second).
    const coveredSeconds = Math.max(1, window.coveredMs / 1000);
    return {
      windowSeconds: window.windowMs / 1000,
      requests: {
        averageResponseTime: roundOrNull(requests.average()),
        p95ResponseTime: roundOrNull(requests.histogram.percentile(0.95)),
        p99ResponseTime: roundOrNull(requests.histogram.percentile(0.99)),
        totalRequests: requests.count,
        errorRate: requests.count === 0 ? null : round(requests.errors / requests.count, 4),
        throughput: round(requests.count / coveredSeconds, 3),
      },
      database: {
        averageQueryTime: roundOrNull(queries.average()),
        totalQueries: queries.count,
        queryTypeBreakdown: window.queryTypes,
        pool: measurement.pool(),
      },
      system: {
        memoryUsage: round(memory.usage, 4),
        cpuUsage: reading ? round(reading.cpuUsage, 4) : null,
        heapUsed: round(memory.heapUsed / MB),
        heapTotal: round(memory.heapTotal / MB),
        heapLimit: round(memory.heapLimit / MB),
        rss: round(memory.rss / MB),
        uptime: Math.round(process.uptime()),
        eventLoopLag: reading ? round(reading.eventLoopLagMs) : null,
      },
      cache: {
        configured: caches > 0,
        hitRate: hits + misses === 0 ? null : round(hits / (hits + misses), 4),
        totalHits: hits,
        totalMisses: misses,
      },
      timestamp: clock.now().toISOString(),
    };
  }

  function slowRequests(): SlowRequests {
    return {
      thresholdMs: SLOW_REQUEST_MS,
      requests: measurement.metrics.slowRequests().map((r) => ({
        method: r.method,
        path: r.route,
        statusCode: r.statusCode,
        responseTime: round(r.durationMs),
        timestamp: new Date(r.at).toISOString(),
      })),
    };
  }

  function slowQueries(): SlowQueries {
    return {
      thresholdMs: SLOW_QUERY_MS,
      queries: measurement.metrics.slowQueries().map((q) => ({
        queryType: q.type,
        tableName: q.table,
        queryTime: round(q.durationMs),
        timestamp: new Date(q.at).toISOString(),
      })),
    };
  }

  return { summary, slowRequests, slowQueries };
}
