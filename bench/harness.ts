import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { runMigrations } from '../src/server/db/migrate';
import { startInstance, type Instance } from '../src/server/test/instance';
import { startThrowawayPostgres } from '../src/server/test/throwaway-postgres';

/** What a suite reports: load results for the table, and one-off measurements as sentences. */
export interface BenchOutcome {
  results: LoadResult[];
  notes: string[];
}

export interface BenchServer {
  /** The benchmark's own connection (the server's timeouts), for setting up a scenario. */
  database: DatabaseHandle;
  /** A connection without statement timeouts, for generating millions of rows in one statement. */
  bulk: Database;
  url: string;
  /** The first instance's process id (memory sampling). */
  pid: number;
  /** The first instance's log records (when started with a LOG_LEVEL in `env`). */
  logs(): Record<string, unknown>[];
  /** One more instance on the same database (and Redis), as behind a load balancer. */
  addInstance(): Promise<Instance>;
  close(): Promise<void>;
}

/**
 * A fresh database (embedded PostgreSQL, or DATABASE_URL's server), migrated, and the real
 * server on it in a child process listening on a free port; with `redisUrl`, instances share
 * that Redis; with `webDistDir`, they serve that built web app.
 */
export async function startBenchServer(
  options: { redisUrl?: string; webDistDir?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const postgres = await startThrowawayPostgres();
  const name = `fw_bench_${randomBytes(4).toString('hex')}`;
  const url = await postgres.createDatabase(name);
  const database = openDatabase(url, { poolSize: 4 });
  await runMigrations(database.pool);
  const bulkPool = new pg.Pool({ connectionString: url, max: 2 });

  const start = () =>
    startInstance({
      databaseUrl: url,
      redisUrl: options.redisUrl,
      webDistDir: options.webDistDir,
      env: options.env,
    });
  const instances = [await start()];
  return {
    database,
    bulk: drizzle(bulkPool, { schema, casing: 'snake_case' }),
    url: instances[0]!.url,
    pid: instances[0]!.pid,
    logs: () => instances[0]!.logs(),
    async addInstance() {
      const added = await start();
      instances.push(added);
      return added;
    },
    async close() {
      await Promise.all(instances.map((i) => i.close()));
      await database.close();
      await bulkPool.end();
      await postgres.dropDatabase(name);
      await postgres.stop();
    },
  };
}

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no response at all. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Mean latency, where a run computed it (the loops). */
  meanMs?: number;
  /** How many responses came with each status other than 2xx (where the run recorded them). */
  failedStatuses?: Record<string, number>;
}

function countStatus(into: Record<string, number>, status: number) {
  if (status >= 200 && status < 300) return;
  into[String(status)] = (into[String(status)] ?? 0) + 1;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** What one request of a run varies: a distinct key or body per request, so no cache can answer it. */
export interface RequestVariation {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Drives one endpoint with autocannon (a 1 s warm-up, then the measured run) and computes
 * exact percentiles from every response time (autocannon's own report has no p95). With
 * `vary`, each request gets its own path, headers or body (autocannon's setupRequest).
 */
export async function measure(
  name: string,
  options: {
    url: string;
    connections: number;
    seconds: number;
    method?: 'GET' | 'POST' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    vary?: () => RequestVariation;
  },
): Promise<LoadResult> {
  const vary = options.vary;
  const requests = vary
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            const change = vary();
            return {
              ...request,
              ...(change.path ? { path: change.path } : {}),
              ...(change.body ? { body: change.body } : {}),
              headers: { ...request.headers, ...change.headers },
            };
          },
        },
      ]
    : undefined;
  const failedStatuses: Record<string, number> = {};
  const run = (duration: number, times?: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: options.url,
          connections: options.connections,
          duration,
          method: options.method ?? 'GET',
          headers: options.headers,
          body: options.body,
          ...(requests ? { requests } : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (times)
        instance.on('response', (_client, status, _bytes, responseTime) => {
          times.push(responseTime);
          countStatus(failedStatuses, status);
        });
    });
  await run(1);
  const times: number[] = [];
  const result = await run(options.seconds, times);
  times.sort((a, b) => a - b);
  return {
    name,
    connections: options.connections,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.total / options.seconds,
    failedStatuses,
  };
}

/**
 * `connections` loops that each call `iteration` until `seconds` have passed; an iteration
 * times its own measured part (so preparation, such as an invalidating write, stays out of
 * the figures) and says whether it succeeded. Iterations started before the end run to their
 * end: requests per second count them over the nominal `seconds`.
 */
export async function measureLoop(
  name: string,
  options: {
    connections: number;
    seconds: number;
    iteration: (n: number) => Promise<{ ms: number; ok: boolean; status?: number }>;
  },
): Promise<LoadResult> {
  const times: number[] = [];
  const failedStatuses: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  const until = performance.now() + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const { ms, ok, status } = await options.iteration(next++);
      times.push(ms);
      if (!ok) failed += 1;
      if (status !== undefined) countStatus(failedStatuses, status);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  times.sort((a, b) => a - b);
  return {
    name,
    connections: options.connections,
    requests: times.length,
    non2xx: failed,
    errors: 0,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / options.seconds,
    meanMs: times.length > 0 ? times.reduce((sum, t) => sum + t, 0) / times.length : 0,
    failedStatuses,
  };
}

/** Times one fetch, body included. */
export async function timedFetch(
  url: string,
  init: RequestInit,
): Promise<{ ms: number; ok: boolean; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok, status: response.status };
}

/**
 * Latencies of a read the server's caches cannot answer: each of `connections` loops for
 * `seconds`, first making the change `invalidate` makes (a write that clears the read's cached
 * figures), then timing the read alone. Concurrent reads still share a computation in flight,
 * as they would on a busy plant.
 */
export async function measureCold(
  name: string,
  options: {
    url: string;
    connections: number;
    seconds: number;
    headers: Record<string, string>;
    invalidate: () => Promise<void>;
  },
): Promise<LoadResult> {
  return measureLoop(`${name} (cold)`, {
    connections: options.connections,
    seconds: options.seconds,
    iteration: async () => {
      await options.invalidate();
      return timedFetch(options.url, { headers: options.headers });
    },
  });
}

/** A table row of one-off samples (milliseconds each) measured over `seconds` (0: no rate). */
export function sampledFigure(name: string, samples: number[], seconds: number): LoadResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    connections: 1,
    requests: sorted.length,
    non2xx: 0,
    errors: 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: seconds > 0 ? sorted.length / seconds : 0,
  };
}

export function printResults(results: LoadResult[]): void {
  console.log('\n| benchmark | conc. | requests | non-2xx | errors | p50 ms | p95 ms | p99 ms | req/s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.non2xx} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} |`,
    );
  }
}

/** A bearer header for the given account, signed in through the real endpoint. */
export async function signIn(
  server: BenchServer,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
