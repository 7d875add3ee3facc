import { describe, expect, it } from 'vitest';
import { type ForecastReading, forecastUsage, NOT_ENOUGH_READINGS } from './meter-forecast';

const DAY = 86_400_000;
const start = Date.parse('2026-09-01T06:00:00Z');

/** Daily readings of a counter at `perDay(i)` units on day i. */
function history(days: number, perDay: (day: number) => number, first = 10_000): ForecastReading[] {
  const readings: ForecastReading[] = [{ readAt: new Date(start), total: first, reset: false }];
  let total = first;
  for (let day = 1; day <= days; day += 1) {
    total += perDay(day);
    readings.push({ readAt: new Date(start + day * DAY), total, reset: false });
  }
  return readings;
}

describe('forecastUsage', () => {
  it('gives the exact date at a constant 24 h a day', () => {
    const readings = history(60, () => 24);
    const last = readings.at(-1)!;
    const forecast = forecastUsage(readings, last.total + 240);
    expect(forecast).toMatchObject({ kind: 'forecast', rate: 24 });
    if (forecast.kind !== 'forecast') throw new Error('expected a forecast');
    expect(forecast.nextDueAt.toISOString()).toBe(new Date(last.readAt.getTime() + 10 * DAY).toISOString());
    expect(forecast.earliest.getTime()).toBe(forecast.nextDueAt.getTime());
    expect(forecast.latest.getTime()).toBe(forecast.nextDueAt.getTime());
    expect(forecast.basis).toMatchObject({ readings: 61, days: 60 });
  });

  it('keeps the true date within its range when the daily rate is noisy by ±20 %', () => {
    // A fixed pseudo-random sequence: the test is the same on every run.
    let seed = 7;
    const noise = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed / 2_147_483_647) * 0.4 - 0.2;
    };
    const readings = history(90, () => 24 * (1 + noise()));
    const last = readings.at(-1)!;
    const trueDate = last.readAt.getTime() + (500 / 24) * DAY;
    const forecast = forecastUsage(readings, last.total + 500);
    if (forecast.kind !== 'forecast') throw new Error('expected a forecast');
    expect(forecast.earliest.getTime()).toBeLessThanOrEqual(trueDate);
    expect(forecast.latest.getTime()).toBeGreaterThanOrEqual(trueDate);
    expect(forecast.rate).toBeGreaterThan(24 * 0.9);
    expect(forecast.rate).toBeLessThan(24 * 1.1);
  });

  it('keeps the rate across a rollover', () => {
    const readings = history(30, () => 24);
    // The rolled-over reading's total adds its face value from zero: 3 h since the new segment began.
    let total = 0;
    const withRollover = readings.map((r, i) => {
      total = i === 0 ? r.total : total + (i === 15 ? 3 : 24);
      return { ...r, total, reset: i === 15 };
    });
    const plain = forecastUsage(readings, readings.at(-1)!.total + 100);
    const rolled = forecastUsage(withRollover, withRollover.at(-1)!.total + 100);
    if (plain.kind !== 'forecast' || rolled.kind !== 'forecast') throw new Error('expected forecasts');
    expect(rolled.rate).toBe(plain.rate);
    expect(rolled.nextDueAt.getTime() - rolled.basis.to.getTime()).toBe(
      plain.nextDueAt.getTime() - plain.basis.to.getTime(),
    );
  });

  it('says "not enough readings" with 2 readings, or under 7 days of history', () => {
    expect(forecastUsage(history(30, () => 24).slice(0, 2), 20_000)).toEqual({
      kind: 'none',
      reason: NOT_ENOUGH_READINGS,
      rate: null,
    });
    expect(
      forecastUsage(
        history(6, () => 24),
        20_000,
      ),
    ).toMatchObject({ reason: NOT_ENOUGH_READINGS });
  });

  it('answers "now" when the total is already reached', () => {
    const readings = history(20, () => 10);
    const last = readings.at(-1)!;
    const forecast = forecastUsage(readings, last.total - 5);
    if (forecast.kind !== 'forecast') throw new Error('expected a forecast');
    expect(forecast.nextDueAt.getTime()).toBe(last.readAt.getTime());
  });

  it('uses only the last 90 days of readings', () => {
    const slowThenFast = history(200, (day) => (day <= 100 ? 2 : 20));
    const forecast = forecastUsage(slowThenFast, slowThenFast.at(-1)!.total + 200);
    expect(forecast).toMatchObject({ kind: 'forecast', rate: 20 });
  });

  it('says the meter is not running when it has not moved', () => {
    expect(
      forecastUsage(
        history(20, () => 0),
        20_000,
      ),
    ).toMatchObject({ kind: 'none', rate: 0 });
  });
});
