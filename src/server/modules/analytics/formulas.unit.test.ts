import { describe, expect, it } from 'vitest';
import {
  availabilityBucket,
  availabilityPercent,
  availabilityTrend,
  criticalityScore,
  healthScore,
  laborCost,
  meanAvailability,
  meanOf,
  midpointOf,
  mtbfHours,
  mtbfTrend,
  percentOf,
  roundOrNull,
  roundTo,
  satisfactionPercent,
  stockTurnover,
  trendBucketMs,
  trendBuckets,
  utcDate,
  windowOfDays,
} from './formulas';

const DAY = 86_400_000;

describe('rounding', () => {
  it('rounds half up, also for halves binary fractions cannot hold', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(95.25, 1)).toBe(95.3);
    expect(roundTo(94.94999, 1)).toBe(94.9);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(1234.5678, 2)).toBe(1234.57);
    expect(roundOrNull(null, 1)).toBeNull();
    expect(roundOrNull(0.04, 1)).toBe(0);
  });
});

describe('the window', () => {
  it('ends at the current whole minute and reaches back the period', () => {
    const window = windowOfDays(new Date('2026-05-15T12:34:56.789Z'), 30);
    expect(window.to.toISOString()).toBe('2026-05-15T12:34:00.000Z');
    expect(window.from.toISOString()).toBe('2026-04-15T12:34:00.000Z');
    // 30 days ÷ 2 = 15 days after the start.
    expect(midpointOf(window).toISOString()).toBe('2026-04-30T12:34:00.000Z');
  });
});

describe('availability, MTBF, MTTR', () => {
  it('availability = 100 × (1 − down ÷ tracked)', () => {
    // 720 h tracked, 36 h down: 100 × (1 − 36 ÷ 720) = 95.
    expect(availabilityPercent(36, 720)).toBe(95);
    expect(availabilityPercent(0, 10)).toBe(100);
    expect(availabilityPercent(0, 0)).toBeNull();
  });

  it('MTBF = operating hours ÷ failures, none without failures', () => {
    // (720 − 36) ÷ 3 = 228 h.
    expect(mtbfHours(720 - 36, 3)).toBe(228);
    expect(mtbfHours(720, 0)).toBeNull();
  });

  it('means (repairs, availability) are null of nothing', () => {
    // Repairs of 2 h, 3 h and 7 h: 12 ÷ 3 = 4 h.
    expect(meanOf(12, 3)).toBe(4);
    expect(meanOf(0, 0)).toBeNull();
  });

  it("a bucket's mean availability comes from Σ (down ÷ tracked)", () => {
    // Three equipment: 6 h down of 24, 12 h down of 12 (created mid-day), none: (0.75 + 0 + 1) ÷ 3.
    expect(meanAvailability(3, 6 / 24 + 12 / 12)).toBeCloseTo((100 * (0.75 + 0 + 1)) / 3, 10);
    expect(meanAvailability(0, 0)).toBeNull();
  });
});

describe('criticality score', () => {
  it('is the base of the criticality raised by half a point per failure, at most 2, at most 10', () => {
    expect(criticalityScore('low', 0)).toBe(2);
    expect(criticalityScore('medium', 1)).toBe(4.5);
    // 6 + min(2, 0.5 × 3) = 7.5
    expect(criticalityScore('high', 3)).toBe(7.5);
    // 6 + min(2, 0.5 × 9) = 8
    expect(criticalityScore('high', 9)).toBe(8);
    // min(10, 8 + 2) = 10
    expect(criticalityScore('critical', 5)).toBe(10);
  });
});

describe('health score', () => {
  it('takes the four penalties off 100', () => {
    // pA = 2 × (100 − 97.5) = 5; pM = 25 × (1 − 360 ÷ 720) = 12.5; pO = 10 × 1 = 10; pR = 5 × 1 = 5.
    // 100 − 5 − 12.5 − 10 − 5 = 67.5 → 68.
    expect(healthScore({ availability: 97.5, mtbf: 360, overduePMs: 1, recentFailures: 1 })).toBe(68);
  });

  it('caps each penalty and the score', () => {
    // pA = min(40, 2 × 50) = 40; pM = 25 × (1 − 0) = 25; pO = min(20, 30) = 20; pR = min(15, 20) = 15 → 0.
    expect(healthScore({ availability: 50, mtbf: 0, overduePMs: 3, recentFailures: 4 })).toBe(0);
    // MTBF beyond the industry average takes nothing: 25 × (1 − min(1, 1000 ÷ 720)) = 0.
    expect(healthScore({ availability: 100, mtbf: 1000, overduePMs: 0, recentFailures: 0 })).toBe(100);
  });

  it('takes nothing for MTBF without failures', () => {
    // pA = 2 × (100 − 99.2) = 1.6 → 100 − 1.6 = 98.4 → 98.
    expect(healthScore({ availability: 99.2, mtbf: null, overduePMs: 0, recentFailures: 0 })).toBe(98);
  });
});

describe('trends', () => {
  it('availability moves by a point or more', () => {
    expect(availabilityTrend(95, 96)).toBe('improving');
    expect(availabilityTrend(95, 94)).toBe('declining');
    expect(availabilityTrend(95, 95.9)).toBe('stable');
    expect(availabilityTrend(null, 90)).toBe('stable');
    expect(availabilityTrend(90, null)).toBe('stable');
  });

  it('MTBF moves by 10 % or more, failures appearing or stopping', () => {
    // 110 ÷ 100 = 1.1
    expect(mtbfTrend(100, 110)).toBe('improving');
    // 90 ÷ 100 = 0.9
    expect(mtbfTrend(100, 90)).toBe('declining');
    expect(mtbfTrend(100, 105)).toBe('stable');
    expect(mtbfTrend(null, null)).toBe('stable');
    expect(mtbfTrend(null, 50)).toBe('declining');
    expect(mtbfTrend(50, null)).toBe('improving');
  });
});

describe('availability buckets', () => {
  it('puts the shown availability in its range', () => {
    expect(availabilityBucket(100)).toBe('95-100%');
    expect(availabilityBucket(95)).toBe('95-100%');
    expect(availabilityBucket(94.9)).toBe('85-94%');
    expect(availabilityBucket(85)).toBe('85-94%');
    expect(availabilityBucket(70)).toBe('70-84%');
    expect(availabilityBucket(69.9)).toBe('<70%');
  });
});

describe('trend buckets', () => {
  it('is days up to 90 days, weeks beyond', () => {
    expect(trendBucketMs(90)).toBe(DAY);
    expect(trendBucketMs(180)).toBe(7 * DAY);
  });

  it('cuts the period from its start and clips the last bucket at its end', () => {
    const window = windowOfDays(new Date('2026-05-15T12:00:00Z'), 7);
    const days = trendBuckets(window, 7);
    expect(days).toHaveLength(7);
    expect(utcDate(days[0]!.start)).toBe('2026-05-08');
    expect(days[6]!.end.toISOString()).toBe('2026-05-15T12:00:00.000Z');

    // 180 days = 25 weeks and 5 days: 26 buckets, the last one 5 days long.
    const year = windowOfDays(new Date('2026-05-15T12:00:00Z'), 180);
    const weeks = trendBuckets(year, 180);
    expect(weeks).toHaveLength(26);
    expect(weeks[25]!.end.getTime() - weeks[25]!.start.getTime()).toBe(5 * DAY);
    expect(trendBuckets(windowOfDays(new Date(), 90), 90)).toHaveLength(90);
  });
});

describe('money, shares, stock', () => {
  it('labour costs the hours at the rate, unknown without a rate', () => {
    // 90 min at 40 an hour = 60.
    expect(laborCost(90, 40)).toBe(60);
    expect(laborCost(90, null)).toBeNull();
  });

  it('shares are percentages with one decimal, none of nothing', () => {
    // 2 of 3 = 66.666… → 66.7
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
    // A mean rating of 4.25 of 5 = 85 %.
    expect(satisfactionPercent(4.25)).toBe(85);
    expect(satisfactionPercent(null)).toBeNull();
  });

  it('turnover = used ÷ stock × 365 ÷ days', () => {
    // 500 used of 2,000 in 30 days: 0.25 × 365 ÷ 30 = 3.041… → 3.0
    expect(stockTurnover(500, 2000, 30)).toBe(3);
    expect(stockTurnover(500, 0, 30)).toBeNull();
  });
});
