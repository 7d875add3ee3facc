import { describe, expect, it } from 'vitest';
import {
  applicationScore,
  businessScore,
  infrastructureScore,
  meanOf,
  overallScore,
  thresholdScore,
  trendOf,
} from './health-scores';

const bounds = { good: 200, warning: 500 };

describe('health score formulas', () => {
  it('scores a figure 100 up to good, 70 at warning, 0 at twice warning', () => {
    expect(thresholdScore(150, bounds)).toBe(100);
    expect(thresholdScore(200, bounds)).toBe(100);
    expect(thresholdScore(350, bounds)).toBe(85);
    expect(thresholdScore(500, bounds)).toBe(70);
    expect(thresholdScore(750, bounds)).toBe(35);
    expect(thresholdScore(1000, bounds)).toBe(0);
    expect(thresholdScore(5000, bounds)).toBe(0);
  });

  it('leaves unmeasured parts out and is null when nothing was measured', () => {
    expect(meanOf([null, 80, 90])).toBe(85);
    expect(meanOf([null, null])).toBeNull();
    const nothing = {
      cpuUsage: null,
      memoryUsage: null,
      healthyShare: null,
      avgResponseTimeMs: null,
      errorRate: null,
    };
    expect(infrastructureScore(nothing)).toBeNull();
    expect(applicationScore(nothing)).toBeNull();
  });

  it('makes infrastructure of CPU, heap and reachability, application of response time and errors', () => {
    const w = {
      cpuUsage: 0.25,
      memoryUsage: 0.65,
      healthyShare: 0.4,
      avgResponseTimeMs: 350,
      errorRate: 0.02,
    };
    expect(infrastructureScore(w)).toBe(75); // (100 + 85 + 40) / 3
    expect(applicationScore(w)).toBe(88.8); // (85 + 92.5) / 2
  });

  it('makes business of PM compliance, completion and the share of open orders on time', () => {
    expect(
      businessScore({
        pmCompliance: 90,
        workOrderCompletion: 80,
        activeWorkOrders: 10,
        overdueWorkOrders: 3,
      }),
    ).toBe(80); // (90 + 80 + 70) / 3
    expect(
      businessScore({
        pmCompliance: null,
        workOrderCompletion: null,
        activeWorkOrders: 0,
        overdueWorkOrders: 0,
      }),
    ).toBeNull();
  });

  it('calls a move within two points stable', () => {
    expect(trendOf(91.9, 90)).toBe('stable');
    expect(trendOf(93, 90)).toBe('improving');
    expect(trendOf(87, 90)).toBe('declining');
    expect(trendOf(null, 90)).toBeNull();
  });

  it('trends the overall score on the parts measured in both hours only', () => {
    // A server started minutes ago: infrastructure has its first samples, the hour before has
    // none, and business is unchanged. The overall score rose from 66 to 83 only because a part
    // appeared; that is no improvement.
    const started = overallScore(
      { infrastructure: 100, application: null, business: 66 },
      { infrastructure: null, application: null, business: 66 },
    );
    expect(started).toEqual({ score: 83, trend: 'stable' });
    const better = overallScore(
      { infrastructure: 100, application: 90, business: 70 },
      { infrastructure: 90, application: null, business: 60 },
    );
    expect(better).toEqual({ score: 86.7, trend: 'improving' });
    const nothingBefore = overallScore(
      { infrastructure: 100, application: null, business: null },
      { infrastructure: null, application: null, business: null },
    );
    expect(nothingBefore).toEqual({ score: 100, trend: null });
  });
});
