import { randomUUID } from 'node:crypto';
import { ANALYTICS_PERIODS } from '../../src/shared/analytics-names';
import { formatFoNumber, parseFoNumber } from '../../src/shared/work-order-rules';
import { measure, measureLoop, timedFetch, type LoadResult } from '../harness';
import { coldPath } from './hot-reads';
import { runPgbench } from './pgbench';
import type { Figure } from './rounds';
import type { Yardstick } from './yardstick';

const CONCURRENCIES = [1, 32] as const;

/** A warehouse as one of its supervisors sees it, and orders whose notes a write may change. */
export interface WarehouseClient {
  headers: Record<string, string>;
  touchedOrderIds: string[];
}

export interface ApiTarget {
  url: string;
  databaseUrl: string;
  seconds: number;
  /** The big warehouse first (the one every read but the independent computations asks). */
  warehouses: WarehouseClient[];
}

/**
 * A write that clears a warehouse's cached lists, figures and analytics: a work order's notes,
 * changed through the API by the warehouse's supervisor.
 */
function toucher(target: ApiTarget, warehouse: WarehouseClient): () => Promise<WriteOutcome> {
  let n = 0;
  return async () => {
    const i = n++;
    const started = performance.now();
    const response = await fetch(
      `${target.url}/api/work-orders/${warehouse.touchedOrderIds[i % warehouse.touchedOrderIds.length]}`,
      {
        method: 'PATCH',
        headers: { ...warehouse.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ notes: `Bench note ${i}` }),
      },
    );
    await response.arrayBuffer();
    return { ok: response.ok, status: response.status, ms: performance.now() - started };
  };
}

/** How an invalidating write went: a refused one counts as the figure's failure (issue 30 §4: writes must not wait on reads). */
interface WriteOutcome {
  ok: boolean;
  status: number;
  ms: number;
}

/**
 * Requests that each follow a write clearing their warehouse's cache (not timed): loops in the
 * bench process, since the write and the read go one after the other on one connection.
 */
function afterWrites(
  target: ApiTarget,
  name: string,
  connections: number,
  ask: (n: number) => { warehouse: WarehouseClient; touch: () => Promise<WriteOutcome>; path: string },
) {
  return () =>
    measureLoop(name, {
      connections,
      seconds: target.seconds,
      iteration: async (n) => {
        const { warehouse, touch, path } = ask(n);
        const write = await touch();
        if (!write.ok) return write;
        return timedFetch(`${target.url}${path}`, { headers: warehouse.headers });
      },
    });
}

/**
 * Per hot read and concurrency, the API's cold run (autocannon, every request a key of the
 * captured ones that no cache answers) right before pgbench over the statements the server ran
 * for those keys, so the two of a pair see the machine alike.
 */
export function hotReadFigures(target: ApiTarget, yardsticks: Yardstick[]): Figure[] {
  const { headers } = target.warehouses[0]!;
  return yardsticks.flatMap(({ read, workload }) =>
    CONCURRENCIES.flatMap((connections): Figure[] => {
      let n = 0;
      return [
        {
          benchmark: read.name,
          source: 'API',
          connections,
          run: () =>
            measure(read.name, {
              url: `${target.url}${read.path(0)}`,
              connections,
              seconds: target.seconds,
              headers,
              vary: () => ({ path: coldPath(read, n++) }),
            }),
        },
        {
          benchmark: read.name,
          source: 'pgbench',
          connections,
          run: () =>
            runPgbench(read.name, target.databaseUrl, workload, { connections, seconds: target.seconds }),
        },
      ];
    }),
  );
}

export const EQUIPMENT_PERFORMANCE = 'GET /api/analytics/equipment-performance';
const performancePath = (days: number) => `/api/analytics/equipment-performance?days=${days}&limit=10`;

/**
 * Equipment performance computed, never answered from a cache: one computation at a time (the
 * big warehouse, 90 days), and 32 at once over every warehouse × period the plant has (each a
 * cache key of its own), each request after a write to its warehouse.
 */
export function equipmentPerformanceFigures(target: ApiTarget): Figure[] {
  const touches = target.warehouses.map((warehouse) => toucher(target, warehouse));
  const keys = target.warehouses.flatMap((warehouse, w) =>
    ANALYTICS_PERIODS.map((days) => ({ warehouse, touch: touches[w]!, path: performancePath(days) })),
  );
  const single = { warehouse: target.warehouses[0]!, touch: touches[0]!, path: performancePath(90) };
  return [
    {
      benchmark: `${EQUIPMENT_PERFORMANCE}, one computation`,
      source: 'API',
      connections: 1,
      run: afterWrites(target, EQUIPMENT_PERFORMANCE, 1, () => single),
    },
    {
      benchmark: `${EQUIPMENT_PERFORMANCE}, independent computations`,
      source: 'API',
      connections: 32,
      run: afterWrites(target, EQUIPMENT_PERFORMANCE, 32, (n) => keys[n % keys.length]!),
    },
  ];
}

/** Issue 14's reads that only a write makes cold, at the concurrency of their targets. */
export function writeClearedFigures(target: ApiTarget): Figure[] {
  const warehouse = target.warehouses[0]!;
  const touch = toucher(target, warehouse);
  return ['/api/dashboard/stats', '/api/pm-compliance?days=365'].map((path) => ({
    benchmark: `GET ${path}`,
    source: 'API',
    connections: 32,
    run: afterWrites(target, `GET ${path}`, 32, () => ({ warehouse, touch, path })),
  }));
}

/** The number the form would suggest next (GET /api/work-orders/next-fo-number). */
async function nextFoNumber(target: ApiTarget) {
  const response = await fetch(`${target.url}/api/work-orders/next-fo-number`, {
    headers: target.warehouses[0]!.headers,
  });
  const { foNumber } = (await response.json()) as { foNumber: string };
  const parsed = parseFoNumber(foNumber);
  if (!parsed) throw new Error(`unexpected next FO number ${foNumber}`);
  return parsed;
}

export const CREATE = 'POST /api/work-orders';

/**
 * POST /api/work-orders at each concurrency: every request a new order (the next FO numbers of
 * the year, as the form suggests them, on a random equipment of the warehouse) with an
 * Idempotency-Key of its own, as the web app's offline queue sends.
 */
export async function createFigures(target: ApiTarget, equipmentIds: string[]): Promise<Figure[]> {
  const next = await nextFoNumber(target);
  let sequence = next.sequence - 1;
  return CONCURRENCIES.map((connections) => ({
    benchmark: CREATE,
    source: 'API',
    connections,
    run: () =>
      measure(CREATE, {
        url: `${target.url}/api/work-orders`,
        connections,
        seconds: target.seconds,
        method: 'POST',
        // Read as the run starts: the run signs in again before tokens expire (keepSignedIn).
        headers: { ...target.warehouses[0]!.headers, 'content-type': 'application/json' },
        vary: () => {
          sequence += 1;
          return {
            headers: { 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              foNumber: formatFoNumber(next.year, sequence),
              description: `Bench order ${sequence}: leaking seal, replace and test`,
              type: 'corrective',
              priority: 'medium',
              equipmentId: equipmentIds[sequence % equipmentIds.length],
            }),
          };
        },
      }),
  }));
}

const SCHEDULER = 'POST /api/pm-scheduler/run';

/**
 * POST /api/pm-scheduler/run, timed once: it generates what fell due within the look-ahead
 * (issue 14's target ≤ 3 s). Answers its time and how many orders it generated.
 */
export async function schedulerRun(target: ApiTarget): Promise<LoadResult & { generated: number }> {
  const started = performance.now();
  const response = await fetch(`${target.url}${SCHEDULER.slice('POST '.length)}`, {
    method: 'POST',
    headers: target.warehouses[0]!.headers,
  });
  const body = (await response.json()) as { generated?: number };
  const ms = performance.now() - started;
  return {
    name: SCHEDULER,
    connections: 1,
    requests: 1,
    non2xx: response.ok ? 0 : 1,
    errors: 0,
    p50: ms,
    p95: ms,
    p99: ms,
    rps: 1000 / ms,
    generated: body.generated ?? 0,
  };
}
