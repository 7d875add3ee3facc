import { describe, expect, it } from 'vitest';
import type { PerformanceSummary } from '../../../shared/schemas/performance';
import { recommendationsFor } from './recommendations';

function summaryWith(figures: {
  averageResponseTime?: number | null;
  averageQueryTime?: number | null;
  memoryUsage?: number;
  errorRate?: number | null;
}): PerformanceSummary {
  return {
    windowSeconds: 900,
    requests: {
      averageResponseTime: figures.averageResponseTime ?? null,
      p95ResponseTime: null,
      p99ResponseTime: null,
      totalRequests: 10,
      errorRate: figures.errorRate ?? null,
      throughput: 1,
    },
    database: {
      averageQueryTime: figures.averageQueryTime ?? null,
      totalQueries: 0,
      queryTypeBreakdown: { select: 0, insert: 0, update: 0, delete: 0, other: 0 },
      pool: { total: 1, idle: 1, waiting: 0 },
    },
    system: {
      memoryUsage: figures.memoryUsage ?? 0.3,
      cpuUsage: null,
      heapUsed: 30,
      heapTotal: 100,
      heapLimit: 4096,
      rss: 150,
      uptime: 60,
      eventLoopLag: null,
    },
    cache: { configured: false, hitRate: null, totalHits: 0, totalMisses: 0 },
    timestamp: new Date(0).toISOString(),
  };
}

describe('recommendationsFor', () => {
  it('is empty when every figure is good or unmeasured', () => {
    expect(recommendationsFor(summaryWith({ averageResponseTime: 200, averageQueryTime: 50 }))).toEqual([]);
    expect(recommendationsFor(summaryWith({}))).toEqual([]);
  });

  it('warns past the good bound and is critical past the warning bound, naming value and threshold', () => {
    const found = recommendationsFor(
      summaryWith({ averageResponseTime: 350, averageQueryTime: 180, memoryUsage: 0.85, errorRate: 0.02 }),
    );
    expect(
      found.map(({ metric, severity, value, threshold }) => ({ metric, severity, value, threshold })),
    ).toEqual([
      { metric: 'requests.averageResponseTime', severity: 'warning', value: 350, threshold: 200 },
      { metric: 'database.averageQueryTime', severity: 'critical', value: 180, threshold: 100 },
      { metric: 'system.memoryUsage', severity: 'critical', value: 0.85, threshold: 0.8 },
      { metric: 'requests.errorRate', severity: 'warning', value: 0.02, threshold: 0.01 },
    ]);
    expect(found[0]!.message).toContain('350 ms');
    expect(found[0]!.message).toContain('200 ms');
    expect(found[2]!.message).toContain('85 %');
  });
});
