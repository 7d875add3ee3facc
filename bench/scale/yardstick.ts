import { openDatabase } from '../../src/server/db/client';
import { measureLoop } from '../harness';
import type { Phase } from '../progress';
import type { HotRead } from './hot-reads';
import { YARDSTICK_TARGET, type ScaleResult, type YardstickResult } from './report';

/** The server's pool size (DB_POOL_SIZE, default 20): the SQL runs get the same connections. */
const poolSize = () => Number(process.env.DB_POOL_SIZE ?? 20);

/**
 * The database's own limit for a hot read: its SQL (see `HotRead.sql`) run directly at the
 * given concurrency for the same seconds as the API run, on a pool like the server's; the
 * ratio compares the API's cold throughput with it.
 */
export async function sqlYardstick(
  databaseUrl: string,
  read: HotRead,
  cold: ScaleResult[],
  options: { connections: readonly number[]; seconds: number; progress: Phase },
): Promise<YardstickResult[]> {
  const database = openDatabase(databaseUrl, { poolSize: poolSize() });
  try {
    const rows: YardstickResult[] = [];
    for (const connections of options.connections) {
      const result = await options.progress.step(
        `${read.name} SQL c=${connections}`,
        async () => {
          // The same one-second warm-up the API runs had (connections opened, plans cached).
          await measureLoop(read.name, {
            connections,
            seconds: 1,
            iteration: (n) => time(read, database.db, n),
          });
          return measureLoop(read.name, {
            connections,
            seconds: options.seconds,
            iteration: (n) => time(read, database.db, n),
          });
        },
        options.seconds + 1,
      );
      const api = cold.find((r) => r.mode === 'cold' && r.connections === connections);
      // A read only a write makes cold shares its connections with those writes: its own
      // throughput is what its latency allows (connections ÷ mean read time), not reads per second.
      const estimated = read.coldPath === undefined;
      const apiRps = !api ? 0 : estimated && api.meanMs ? (connections * 1000) / api.meanMs : api.rps;
      const ratio = result.rps > 0 ? apiRps / result.rps : 0;
      rows.push({
        read: read.name,
        connections,
        apiRps,
        apiEstimated: estimated,
        sqlRps: result.rps,
        sqlP95: result.p95,
        ratio,
        met: ratio >= YARDSTICK_TARGET,
      });
    }
    return rows;
  } finally {
    await database.close();
  }
}

async function time(read: HotRead, db: Parameters<HotRead['sql']>[0], n: number) {
  const started = performance.now();
  await read.sql(db, n);
  return { ms: performance.now() - started, ok: true };
}
