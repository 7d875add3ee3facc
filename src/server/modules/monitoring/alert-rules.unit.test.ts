import { describe, expect, it } from 'vitest';
import { alertConditions, type RecentFigures } from './alert-rules';

const quiet: RecentFigures = {
  samples: 5,
  unhealthySamples: 0,
  avgResponseTimeMs: 120,
  errorRate: 0,
  memoryUsage: 0.3,
  avgQueryTimeMs: 10,
};

describe('alert conditions (operations spec §9)', () => {
  it('finds nothing while every figure is good, or when nothing was measured', () => {
    expect(alertConditions(quiet)).toEqual([]);
    expect(
      alertConditions({
        samples: 0,
        unhealthySamples: 0,
        avgResponseTimeMs: null,
        errorRate: null,
        memoryUsage: null,
        avgQueryTimeMs: null,
      }),
    ).toEqual([]);
  });

  it('warns above good and is critical above warning, naming the bound crossed', () => {
    expect(alertConditions({ ...quiet, avgResponseTimeMs: 300 })).toMatchObject([
      { metric: 'responseTime', type: 'warning', value: 300, threshold: 200 },
    ]);
    expect(alertConditions({ ...quiet, avgResponseTimeMs: 501 })).toMatchObject([
      { metric: 'responseTime', type: 'critical', threshold: 500 },
    ]);
    expect(
      alertConditions({ ...quiet, errorRate: 0.06, memoryUsage: 0.6, avgQueryTimeMs: 120 }),
    ).toMatchObject([
      { metric: 'errorRate', type: 'critical', threshold: 0.05 },
      { metric: 'memoryUsage', type: 'warning', threshold: 0.5 },
      { metric: 'queryTime', type: 'critical', threshold: 100 },
    ]);
  });

  it('is critical when a sample could not reach the database', () => {
    expect(alertConditions({ ...quiet, unhealthySamples: 2 })).toMatchObject([
      { metric: 'databaseReachable', type: 'critical', value: 2, threshold: 0 },
    ]);
  });
});
