import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/server/db/schema';
import { buildEquipment, buildTenant } from '../../src/server/test/factories';
import { formatFoNumber } from '../../src/shared/work-order-rules';
import { measure, type LoadResult } from '../harness';
import { prepareScaleDatabase } from './database';
import { startAsNpmStart } from './npm-start';
import { signIn } from './probes';

const EQUIPMENT = 50;
const ROUNDS = 3;
const SAMPLE_EVERY_MS = 50;

/**
 * What the database's connections of the run are doing, sampled while `work` runs: counts per
 * state and wait event ("active Lock/transactionid" is a create waiting for another's row;
 * "idle in transaction ClientRead" one waiting for the server's next statement).
 */
async function sampleWaits<T>(
  pool: pg.Pool,
  work: () => Promise<T>,
): Promise<{ value: T; waits: Map<string, number> }> {
  const waits = new Map<string, number>();
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await pool.query<{ what: string; n: number }>(
        `select state || coalesce(' ' || wait_event_type || '/' || wait_event, '') as what, count(*)::int as n
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
         group by 1`,
      );
      for (const row of rows) waits.set(row.what, (waits.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  try {
    return { value: await work(), waits };
  } finally {
    running = false;
    await sampling;
  }
}

/**
 * `tsx bench/scale/creates.ts [seconds]` (issue 30 §4): POST /api/work-orders alone, at c=1 and
 * c=32 in interleaved rounds, against the server started as `npm start` starts it, on a fresh
 * plant of one warehouse. Each request a new order under the next typed number, with an
 * Idempotency-Key of its own, as the scale run's CREATE figure sends it; the medians and the
 * range of the rounds are printed.
 */
async function main() {
  const seconds = Number(process.argv[2] ?? 10);
  const database = await prepareScaleDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const db = drizzle({ client: pool, schema, casing: 'snake_case' });
    const tenant = await buildTenant(db);
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const equipmentIds: string[] = [];
    for (let i = 0; i < EQUIPMENT; i += 1) equipmentIds.push((await buildEquipment(db, scope)).id);
    const server = await startAsNpmStart({ databaseUrl: database.url, webDistDir: '/nonexistent-web-build' });
    try {
      const token = await signIn(server.url, tenant.supervisor);
      const year = new Date().getUTCFullYear();
      let sequence = 0;
      const run = (connections: number) =>
        measure('POST /api/work-orders', {
          url: `${server.url}/api/work-orders`,
          connections,
          seconds,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          vary: () => {
            sequence += 1;
            return {
              headers: { 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                foNumber: formatFoNumber(year, sequence),
                description: `Bench order ${sequence}: leaking seal, replace and test`,
                type: 'corrective',
                priority: 'medium',
                equipmentId: equipmentIds[sequence % EQUIPMENT],
              }),
            };
          },
        });
      const results: Record<number, LoadResult[]> = { 1: [], 32: [] };
      const waits = new Map<string, number>();
      for (let round = 0; round < ROUNDS; round += 1) {
        results[1]!.push(await run(1));
        const sampled = await sampleWaits(pool, () => run(32));
        results[32]!.push(sampled.value);
        for (const [what, n] of sampled.waits) waits.set(what, (waits.get(what) ?? 0) + n);
      }
      for (const [connections, runs] of Object.entries(results)) {
        const line = (pick: (r: LoadResult) => number) => {
          const values = runs.map(pick).sort((a, b) => a - b);
          return `${values[1]!.toFixed(1)} (${values[0]!.toFixed(1)}–${values.at(-1)!.toFixed(1)})`;
        };
        const failed = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
        console.log(
          `c=${connections}: ${line((r) => r.rps)}/s, p50 ${line((r) => r.p50)} ms, p95 ${line((r) => r.p95)} ms, failed ${failed}`,
        );
      }
      const samples = [...waits.values()].reduce((sum, n) => sum + n, 0);
      const shares = [...waits]
        .sort((a, b) => b[1] - a[1])
        .map(([what, n]) => `${what} ${((n / samples) * 100).toFixed(0)} %`);
      console.log(`c=32, the database's busy connections: ${shares.join('; ')}`);
    } finally {
      await server.close();
    }
  } finally {
    await pool.end();
    await database.close();
  }
}

await main();
