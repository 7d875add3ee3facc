import type { Kpis } from '@shared/schemas/analytics';
import type {
  Alert,
  MonitoringKpi,
  MonitoringMetrics,
  PerformanceHealth,
  SystemMetricSample,
  SystemMetrics,
} from '@shared/schemas/monitoring';

/** API answers for the monitoring page tests, shaped by the shared schemas. */

const NOW = '2026-06-10T12:00:00.000Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

export function buildSample(overrides: Partial<SystemMetricSample> = {}): SystemMetricSample {
  return {
    timestamp: NOW,
    cpu: { usage: 0.234 },
    memory: { usage: 0.618 },
    performance: { avgResponseTime: 142, throughput: 2.5, errorCount: 3, requestCount: 150 },
    database: { activeConnections: 4 },
    instances: 1,
    ...overrides,
  };
}

export function buildSystemMetrics(overrides: Partial<SystemMetrics> = {}): SystemMetrics {
  return {
    range: '24h',
    bucketSeconds: 900,
    samples: [
      buildSample({ timestamp: minutesAgo(30), cpu: { usage: 0.1 } }),
      buildSample({ timestamp: minutesAgo(15), cpu: { usage: 0.2 } }),
      buildSample(),
    ],
    ...overrides,
  };
}

export function buildKpis(overrides: Partial<Kpis> = {}): Kpis {
  return {
    period: { from: minutesAgo(24 * 60), to: NOW },
    equipmentUptime: 93.4,
    mtbf: 512,
    mttr: 3.6,
    workOrderCompletion: 91.2,
    pmCompliance: 88.5,
    costEfficiency: 62.4,
    userSatisfaction: 86,
    systemAvailability: null,
    targets: {
      equipmentUptime: 95,
      mtbf: 720,
      mttr: 4,
      workOrderCompletion: 90,
      pmCompliance: 95,
      costEfficiency: 85,
      userSatisfaction: 85,
      systemAvailability: 99,
    },
    ...overrides,
  };
}

export function buildMonitoringKpi(kpis: Kpis = buildKpis()): MonitoringKpi {
  return { range: '24h', kpis };
}

export function buildHealth(overrides: Partial<PerformanceHealth> = {}): PerformanceHealth {
  return {
    overall: { score: 84, trend: 'stable' },
    infrastructure: { score: 95, trend: 'improving' },
    application: { score: 62, trend: 'declining' },
    business: { score: null, trend: null },
    timestamp: NOW,
    ...overrides,
  };
}

let sequence = 0;

export function buildAlert(overrides: Partial<Alert> = {}): Alert {
  sequence += 1;
  return {
    id: `7a1e0c55-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'warning',
    title: `Slow responses ${sequence}`,
    description: null,
    message: 'Average response time 420 ms over the last 5 minutes',
    metric: 'avgResponseTime',
    value: 420,
    threshold: 300,
    timestamp: minutesAgo(sequence),
    resolved: false,
    resolvedAt: null,
    resolvedBy: null,
    version: 1,
    ...overrides,
  };
}

export function buildMetrics(overrides: Partial<MonitoringMetrics> = {}): MonitoringMetrics {
  return {
    performance: { uptime: 2 * 86_400 + 3 * 3600, avgResponseTime: 85, requestCount: 1200, errorCount: 84 },
    memory: { usage: 0.72, used: 2949.1, total: 3100, limit: 4096 },
    business: { activeWorkOrders: 18, overdueWorkOrders: 3, pmCompliance: 91.5, equipmentCount: 42 },
    openAlerts: { critical: 0, warning: 0, info: 0 },
    timestamp: NOW,
    ...overrides,
  };
}
