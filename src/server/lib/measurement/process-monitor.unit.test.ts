import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_THRESHOLDS } from '../../../shared/monitoring/thresholds';
import { memoryFigures } from './process-monitor';

const MB = 1024 * 1024;

describe('memoryFigures', () => {
  it('measures heap use against the heap limit, not against the heap V8 has reserved so far', () => {
    // An idle server as the fresh-clone check saw it: 31 MB used of a 45 MB heap (68.8 %) — V8
    // grows the heap only as needed, so used ÷ total sits high on a healthy process.
    const idle = memoryFigures(
      { heapUsed: 31 * MB, heapTotal: 45 * MB, rss: 120 * MB },
      { heapLimit: 4144 * MB },
    );
    expect(idle.usage).toBeCloseTo(31 / 4144, 6);
    expect(idle.usage).toBeLessThan(PERFORMANCE_THRESHOLDS.memoryUsage.good);
    expect(idle).toMatchObject({
      heapUsed: 31 * MB,
      heapTotal: 45 * MB,
      heapLimit: 4144 * MB,
      rss: 120 * MB,
    });
  });

  it('reads near 1 only when the heap nears the size at which the process would run out of memory', () => {
    const full = memoryFigures(
      { heapUsed: 3900 * MB, heapTotal: 4000 * MB, rss: 4200 * MB },
      { heapLimit: 4144 * MB },
    );
    expect(full.usage).toBeGreaterThan(PERFORMANCE_THRESHOLDS.memoryUsage.warning);
  });

  it('reads this process by default, against V8’s own limit', () => {
    const figures = memoryFigures();
    expect(figures.heapLimit).toBe(getHeapStatistics().heap_size_limit);
    expect(figures.usage).toBeCloseTo(figures.heapUsed / figures.heapLimit, 2);
  });
});
