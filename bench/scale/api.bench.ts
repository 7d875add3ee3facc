import { randomUUID } from 'node:crypto';
import { formatFoNumber, parseFoNumber } from '../../src/shared/work-order-rules';
import { measure, measureLoop, timedFetch, type LoadResult } from '../harness';
import type { Phase } from '../progress';
import type { HotRead } from './hot-reads';
import type { Mode, ScaleResult } from './report';
import { withPeakRss } from './rss';

export const CONCURRENCIES = [1, 32] as const;
/** The concurrency the targets are set at (cold). */
const TARGET_CONCURRENCY = 32;

export interface ApiTarget {
  url: string;
  pid: number;
  /** The signed-in supervisor's bearer token, and the encodings a browser accepts. */
  headers: Record<string, string>;
  seconds: number;
  progress: Phase;
}

/** A read whose cache only a write clears (no key can vary without changing the question). */
export interface WriteClearedRead {
  name: string;
  path: string;
  targetP95Ms?: number;
}

async function row(
  target: ApiTarget,
  benchmark: string,
  mode: Mode,
  connections: number,
  targetP95Ms: number | undefined,
  run: () => Promise<LoadResult>,
): Promise<ScaleResult> {
  const label = `${benchmark} ${mode} c=${connections}`;
  const { result, peakMb } = await target.progress.step(
    label,
    () => withPeakRss(target.pid, run),
    target.seconds + 1,
  );
  const judged = mode === 'cold' && connections === TARGET_CONCURRENCY && targetP95Ms !== undefined;
  return {
    ...result,
    name: benchmark,
    benchmark,
    mode,
    rssPeakMb: peakMb,
    ...(judged ? { targetP95Ms, met: meets(result, targetP95Ms) } : {}),
  };
}

/** A target is met by a run that answered, without failures, within the p95. */
export const meets = (result: LoadResult, targetP95Ms: number) =>
  result.requests > 0 && result.non2xx + result.errors === 0 && result.p95 <= targetP95Ms;

/** Warm: one URL again and again, so the response cache may answer (autocannon). */
const warm = (target: ApiTarget, path: string, connections: number) => () =>
  measure(path, {
    url: `${target.url}${path}`,
    connections,
    seconds: target.seconds,
    headers: target.headers,
  });

/**
 * Cold by key: every request its own URL (autocannon's setupRequest), which the server
 * treats as a different question, so no cached answer exists for it.
 */
const coldByKey = (target: ApiTarget, read: HotRead, connections: number) => {
  let n = 0;
  const coldPath = read.coldPath!;
  return () =>
    measure(read.path, {
      url: `${target.url}${read.path}`,
      connections,
      seconds: target.seconds,
      headers: target.headers,
      vary: () => ({ path: coldPath(n++) }),
    });
};

/**
 * Cold by write: before each timed read the same connection changes a work order of the
 * warehouse through the API (its notes), which clears the warehouse's cached lists, figures
 * and analytics; only the read is timed. The server serves the write too, so requests per
 * second count reads while it also writes.
 */
export function workOrderTouch(target: ApiTarget, orderIds: string[]) {
  let n = 0;
  return async () => {
    const i = n++;
    const response = await fetch(`${target.url}/api/work-orders/${orderIds[i % orderIds.length]}`, {
      method: 'PATCH',
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ notes: `Bench note ${i}` }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`invalidating write failed: ${response.status}`);
  };
}

const coldByWrite =
  (target: ApiTarget, path: string, connections: number, invalidate: () => Promise<void>) => () =>
    measureLoop(path, {
      connections,
      seconds: target.seconds,
      iteration: async () => {
        await invalidate();
        return timedFetch(`${target.url}${path}`, { headers: target.headers });
      },
    });

/** Warm at each concurrency, then cold at each: four rows. */
export async function readBenchmarks(
  target: ApiTarget,
  read: { name: string; path: string; targetP95Ms?: number; coldPath?: (n: number) => string },
  invalidate: () => Promise<void>,
  /** Runs right after each cold run (the SQL yardstick), so the pair sees the machine alike. */
  afterCold: (cold: ScaleResult) => Promise<void> = async () => {},
): Promise<ScaleResult[]> {
  const rows: ScaleResult[] = [];
  for (const connections of CONCURRENCIES) {
    rows.push(
      await row(
        target,
        read.name,
        'warm',
        connections,
        read.targetP95Ms,
        warm(target, read.path, connections),
      ),
    );
  }
  for (const connections of CONCURRENCIES) {
    const run = read.coldPath
      ? coldByKey(target, read as HotRead, connections)
      : coldByWrite(target, read.path, connections, invalidate);
    const cold = await row(target, read.name, 'cold', connections, read.targetP95Ms, run);
    rows.push(cold);
    await afterCold(cold);
  }
  return rows;
}

/** The number the form would suggest next (GET /api/work-orders/next-fo-number). */
async function nextFoNumber(target: ApiTarget) {
  const response = await fetch(`${target.url}/api/work-orders/next-fo-number`, { headers: target.headers });
  const { foNumber } = (await response.json()) as { foNumber: string };
  const parsed = parseFoNumber(foNumber);
  if (!parsed) throw new Error(`unexpected next FO number ${foNumber}`);
  return parsed;
}

/**
 * POST /api/work-orders: cold only, every request a new order (the next FO numbers of the
 * year, as the form suggests them, on a random equipment of the warehouse) with an
 * Idempotency-Key of its own, as the web app's offline queue sends.
 */
export async function createBenchmarks(target: ApiTarget, equipmentIds: string[]): Promise<ScaleResult[]> {
  const next = await nextFoNumber(target);
  const year = next.year;
  let sequence = next.sequence - 1;
  const rows: ScaleResult[] = [];
  const name = 'POST /api/work-orders';
  for (const connections of CONCURRENCIES) {
    rows.push(
      await row(target, name, 'cold', connections, 30, () =>
        measure(name, {
          url: `${target.url}/api/work-orders`,
          connections,
          seconds: target.seconds,
          method: 'POST',
          headers: { ...target.headers, 'content-type': 'application/json' },
          vary: () => {
            sequence += 1;
            return {
              headers: { 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                foNumber: formatFoNumber(year, sequence),
                description: `Bench order ${sequence}: leaking seal, replace and test`,
                type: 'corrective',
                priority: 'medium',
                equipmentId: equipmentIds[sequence % equipmentIds.length],
              }),
            };
          },
        }),
      ),
    );
  }
  return rows;
}

/**
 * POST /api/pm-scheduler/run, timed twice: the first run generates what fell due within the
 * look-ahead (target ≤ 3 s), the second finds nothing new (the cost of the search alone).
 */
export async function schedulerBenchmarks(target: ApiTarget): Promise<ScaleResult[]> {
  const rows: ScaleResult[] = [];
  for (const attempt of ['first', 'second'] as const) {
    let outcome = '';
    const result = await row(target, 'POST /api/pm-scheduler/run', 'cold', 1, undefined, async () => {
      const started = performance.now();
      const response = await fetch(`${target.url}/api/pm-scheduler/run`, {
        method: 'POST',
        headers: target.headers,
      });
      const body = (await response.json()) as { generated?: number };
      const ms = performance.now() - started;
      outcome = response.ok ? `${body.generated ?? 0} generated` : `failed: ${response.status}`;
      return {
        name: 'scheduler',
        connections: 1,
        requests: 1,
        non2xx: response.ok ? 0 : 1,
        errors: 0,
        p50: ms,
        p95: ms,
        p99: ms,
        rps: 1000 / ms,
      };
    });
    const benchmark = `POST /api/pm-scheduler/run (${attempt} run: ${outcome})`;
    rows.push({
      ...result,
      name: benchmark,
      benchmark,
      ...(attempt === 'first' ? { targetP95Ms: 3000, met: meets(result, 3000) } : {}),
    });
  }
  return rows;
}
