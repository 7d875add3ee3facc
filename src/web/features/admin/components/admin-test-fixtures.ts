import type { Health, HealthDetails } from '@shared/schemas/health';
import type {
  PerformanceSummary,
  Recommendations,
  SlowQueries,
  SlowRequests,
} from '@shared/schemas/performance';

/** API answers for the admin screens' tests, shaped by the shared schemas. */

const AT = '2026-06-10T12:00:00.000Z';
const MB = 1_048_576;

export function buildHealth(overrides: Partial<HealthDetails> = {}): HealthDetails {
  return {
    status: 'ok',
    version: '0.1.0',
    uptime: 3 * 86_400 + 4 * 3_600 + 12 * 60,
    timestamp: AT,
    env: 'production',
    port: 5055,
    memory: { heapUsed: 64 * MB, heapTotal: 128 * MB, heapLimit: 4096 * MB, rss: 210 * MB },
    features: { requestMeasurement: 'enabled', redis: 'disabled', demoData: 'enabled' },
    websocket: {
      activeConnections: 7,
      connectionsByWarehouse: [
        { warehouseId: 'w-1', warehouseName: 'Main Plant', connections: 2 },
        { warehouseId: 'w-2', warehouseName: 'North Depot', connections: 5 },
      ],
    },
    sha: null,
    buildId: null,
    region: null,
    lastUpdated: null,
    database: { status: 'connected', mode: 'embedded', latencyMs: 1.84 },
    redis: 'not configured',
    ...overrides,
  };
}

export function buildPublicHealth(overrides: Partial<Health> = {}): Health {
  return { status: 'ok', version: '0.1.0', uptime: 3_660, timestamp: AT, ...overrides };
}

export function buildSummary(
  overrides: {
    requests?: Partial<PerformanceSummary['requests']>;
    database?: Partial<PerformanceSummary['database']>;
    system?: Partial<PerformanceSummary['system']>;
    cache?: Partial<PerformanceSummary['cache']>;
  } = {},
): PerformanceSummary {
  return {
    windowSeconds: 300,
    requests: {
      averageResponseTime: 142.36,
      p95ResponseTime: 388,
      p99ResponseTime: 912,
      totalRequests: 1840,
      errorRate: 0.02,
      throughput: 6.13,
      ...overrides.requests,
    },
    database: {
      averageQueryTime: 12.4,
      totalQueries: 5230,
      queryTypeBreakdown: { select: 4100, insert: 620, update: 480, delete: 30, other: 0 },
      pool: { total: 10, idle: 8, waiting: 0 },
      ...overrides.database,
    },
    system: {
      memoryUsage: 0.62,
      cpuUsage: 0.18,
      heapUsed: 79.4,
      heapTotal: 128,
      heapLimit: 4096,
      rss: 215.6,
      uptime: 2 * 86_400 + 5 * 3_600 + 7 * 60,
      eventLoopLag: 11.2,
      ...overrides.system,
    },
    cache: { configured: true, hitRate: 0.874, totalHits: 3120, totalMisses: 450, ...overrides.cache },
    timestamp: AT,
  };
}

export function buildSlowRequests(requests: SlowRequests['requests'] = []): SlowRequests {
  return { thresholdMs: 1000, requests };
}

export function buildSlowQueries(queries: SlowQueries['queries'] = []): SlowQueries {
  return { thresholdMs: 100, queries };
}

export function buildRecommendations(
  recommendations: Recommendations['recommendations'] = [],
): Recommendations {
  return { recommendations };
}

export const SLOW_REQUEST = {
  method: 'GET',
  path: '/api/analytics/costs',
  statusCode: 200,
  responseTime: 1432.6,
  timestamp: AT,
} as const;

export const SLOW_QUERY = {
  queryType: 'select',
  tableName: 'work_orders',
  queryTime: 240.4,
  timestamp: AT,
} as const;
