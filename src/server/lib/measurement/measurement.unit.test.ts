import { describe, expect, it } from 'vitest';
import { RequestMetrics, SUMMARY_WINDOW_MS } from '../request-metrics';
import { LatencyHistogram } from './latency-histogram';
import { queryShape } from './query-shape';

describe('LatencyHistogram', () => {
  it('reads percentiles within 2 % of the exact nearest-rank ones', () => {
    const histogram = new LatencyHistogram();
    const durations = Array.from({ length: 1000 }, (_, i) => i + 1);
    for (const ms of durations) histogram.add(ms);
    expect(histogram.percentile(0.95)).toBeGreaterThanOrEqual(950 * 0.98);
    expect(histogram.percentile(0.95)).toBeLessThanOrEqual(950 * 1.02);
    expect(histogram.percentile(0.99)).toBeGreaterThanOrEqual(990 * 0.98);
    expect(histogram.percentile(0.99)).toBeLessThanOrEqual(990 * 1.02);
    expect(histogram.percentile(1)).toBe(1000);
    expect(new LatencyHistogram().percentile(0.95)).toBeNull();
  });
});

describe('RequestMetrics', () => {
  const request = (durationMs: number, statusCode = 200) => ({
    method: 'GET',
    route: '/api/work-orders/:id',
    statusCode,
    durationMs,
  });

  it('counts exactly and reads p95/p99 from the injected traffic', () => {
    let now = 1_000_000;
    const metrics = new RequestMetrics(() => now);
    // 90 fast, 8 at 400 ms, 2 failures at 2 s: p95 is 400 ms, p99 2 s.
    for (let i = 0; i < 90; i += 1) metrics.recordRequest(request(10));
    for (let i = 0; i < 8; i += 1) metrics.recordRequest(request(400));
    for (let i = 0; i < 2; i += 1) metrics.recordRequest(request(2_000, 503));
    now += 60_000;
    const { requests } = metrics.window();
    expect(requests.count).toBe(100);
    expect(requests.errors).toBe(2);
    expect(requests.average()).toBeCloseTo((90 * 10 + 8 * 400 + 2 * 2_000) / 100, 6);
    expect(requests.histogram.percentile(0.95)).toBeGreaterThan(400 * 0.98);
    expect(requests.histogram.percentile(0.95)).toBeLessThanOrEqual(400 * 1.02);
    expect(requests.histogram.percentile(0.99)).toBe(2_000);
    expect(metrics.slowRequests().map((r) => r.durationMs)).toEqual([2_000, 2_000]);
  });

  it('keeps only the last 15 minutes, in bounded memory', () => {
    let now = 0;
    const metrics = new RequestMetrics(() => now);
    // An hour of one request per second: the window holds the last 15 minutes of it.
    for (let second = 0; second < 3_600; second += 1) {
      now = second * 1000;
      metrics.recordRequest(request(5));
    }
    const { requests } = metrics.window();
    expect(requests.count).toBeGreaterThanOrEqual(SUMMARY_WINDOW_MS / 1000);
    expect(requests.count).toBeLessThanOrEqual(SUMMARY_WINDOW_MS / 1000 + 10);
    expect(metrics.totalRequests).toBe(3_600);
  });

  it('hands the sampler each interval once', () => {
    const metrics = new RequestMetrics(() => 0);
    metrics.recordRequest(request(20));
    metrics.recordQuery({ type: 'select', table: 'users', durationMs: 3, failed: false });
    const first = metrics.takeInterval();
    expect([first.requests.count, first.queries.count]).toEqual([1, 1]);
    const second = metrics.takeInterval();
    expect([second.requests.count, second.queries.count]).toEqual([0, 0]);
  });
});

describe('queryShape', () => {
  it.each([
    ['select "id", "name" from "work_orders" where "id" = $1', 'select', 'work_orders'],
    ['insert into "system_metric_samples" ("id") values ($1)', 'insert', 'system_metric_samples'],
    ['update "equipment" set "description" = $1 where "id" = $2', 'update', 'equipment'],
    ['delete from public.sessions where ended_at < $1', 'delete', 'sessions'],
    ['select extract(epoch from "created_at") from "downtime_events"', 'select', 'downtime_events'],
    ['with recent as (select id from parts) update "parts" set qty = 1', 'update', 'parts'],
    ['/* note */ select pg_sleep(0.2)', 'select', null],
    ['begin', 'other', null],
  ])('%s → %s on %s', (text, type, table) => {
    expect(queryShape(text)).toEqual({ type, table });
  });
});
