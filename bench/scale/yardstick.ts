import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { measureLoop } from '../harness';
import type { Phase } from '../progress';
import type { HotRead } from './hot-reads';
import { YARDSTICK_TARGET, type ScaleResult, type YardstickResult } from './report';

/**
 * The settings the server reads from this same environment (its process runs in production
 * mode): the SQL runs get a pool of its size, and the list counts as far as it does.
 */
export const serverConfig = () => loadConfig({ ...process.env, NODE_ENV: 'production' });

/**
 * The database's own limit for a hot read: its SQL (see `HotRead.sql`) run directly at the
 * concurrency of the API's cold run, for the same seconds, on a pool like the server's; the
 * ratio compares the API's cold throughput with it.
 */
export async function sqlYardstick(
  databaseUrl: string,
  read: HotRead,
  cold: ScaleResult,
  options: { seconds: number; progress: Phase },
): Promise<YardstickResult> {
  const { connections } = cold;
  const database = openDatabase(databaseUrl, { poolSize: serverConfig().dbPoolSize });
  try {
    const iteration = (n: number) => time(read, database.db, n);
    const result = await options.progress.step(
      `${read.name} SQL c=${connections}`,
      async () => {
        // The same one-second warm-up the API runs had (connections opened, plans cached).
        await measureLoop(read.name, { connections, seconds: 1, iteration });
        return measureLoop(read.name, { connections, seconds: options.seconds, iteration });
      },
      options.seconds + 1,
    );
    return {
      read: read.name,
      connections,
      sqlRps: result.rps,
      sqlP95: result.p95,
      ...compare(read, cold, result.rps),
    };
  } finally {
    await database.close();
  }
}

/**
 * The API's side of the ratio. A read only a write makes cold shares its connection with that
 * write, so its own throughput is what its latency allows (1 ÷ mean read time) — exact at
 * concurrency 1, where each read computes alone. At higher concurrency the server lets
 * concurrent misses share one computation, which the SQL runs cannot: no fair ratio exists.
 */
function compare(
  read: HotRead,
  api: ScaleResult,
  sqlRps: number,
): Pick<YardstickResult, 'apiRps' | 'apiEstimated' | 'ratio' | 'met'> {
  const writeCleared = read.coldPath === undefined;
  if (writeCleared && api.connections > 1) return { apiRps: api.rps, apiEstimated: false };
  const apiRps = writeCleared && api.meanMs ? 1000 / api.meanMs : api.rps;
  const ratio = sqlRps > 0 ? apiRps / sqlRps : 0;
  return { apiRps, apiEstimated: writeCleared, ratio, met: ratio >= YARDSTICK_TARGET };
}

async function time(read: HotRead, db: Parameters<HotRead['sql']>[0], n: number) {
  const started = performance.now();
  await read.sql(db, n);
  return { ms: performance.now() - started, ok: true };
}
