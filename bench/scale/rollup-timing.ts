import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createDatabase } from '../../src/server/test/throwaway-postgres';
import * as equipmentRepo from '../../src/server/modules/analytics/equipment.repository';
import type { HistorySql } from '../../src/server/modules/analytics/equipment.repository';
import { talliedHistory } from '../../src/server/modules/analytics/equipment.repository';
import { countedHistory } from '../../src/server/modules/analytics/history.direct';
import * as reportsRepo from '../../src/server/modules/analytics/reports.repository';
import {
  DAY_MS,
  midpointOf,
  RECENT_FAILURE_DAYS,
  windowOfDays,
} from '../../src/server/modules/analytics/formulas';
import { generatePlant, SCALES, type ScaleName } from './plan';

/**
 * `tsx bench/scale/rollup-timing.ts generate <small|large> <database>`: a plant kept in a database
 * of BENCH_DATABASE_URL's server, for timing equipment performance's computation on it.
 */
async function generate(scaleName: ScaleName, name: string) {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL is required');
  const url = await createDatabase(admin, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await runMigrations(pool);
  await pool.end();
  const plant = await generatePlant(url, SCALES[scaleName]);
  console.log(
    JSON.stringify({ url, main: plant.main.warehouseId, counts: plant.counts, seconds: plant.seconds }),
  );
}

type Computation = (db: Database, warehouseId: string, days: number) => Promise<unknown>;

/** The fleet's four statements as analyzeFleet runs them, with history from `history`. */
const computation =
  (history: HistorySql): Computation =>
  async (db, warehouseId, days) => {
    const window = { warehouseId, ...windowOfDays(new Date(), days) };
    const scope = {
      ...window,
      mid: midpointOf(window),
      recentFrom: new Date(window.to.getTime() - RECENT_FAILURE_DAYS * DAY_MS),
    };
    return Promise.all([
      reportsRepo.plantSettings(db, warehouseId),
      equipmentRepo.downtimeTotals(db, scope, history),
      equipmentRepo.orderTotals(db, scope, history),
      reportsRepo.spendingByEquipment(db, window),
    ]);
  };

const COMPUTATIONS: Record<string, Computation> = {
  counted: computation(countedHistory),
  after: computation(talliedHistory),
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (ms: number[]) =>
  `n=${ms.length} min ${percentile(ms, 0.0001).toFixed(0)} p50 ${percentile(ms, 50).toFixed(0)} p95 ${percentile(ms, 95).toFixed(0)} max ${Math.max(...ms).toFixed(0)} ms`;

/**
 * `tsx bench/scale/rollup-timing.ts time <url> <computation,…> [rounds] [together]`: for each round
 * and each computation in turn (interleaved), one computation of the big warehouse's 90 days (five
 * times), then `together` at once over the warehouses × periods (20 keys, each its own), timed from
 * the client. Each holds a connection per statement: 20 (the default) needs 80 of the server's 100.
 */
async function time(url: string, names: string[], rounds: number, together: number) {
  const handle = openDatabase(url, { poolSize: 4 * together });
  const db = handle.db;
  const warehouses = (
    await db.execute<{ id: string }>(
      sql`select warehouse_id as id from equipment group by 1 order by count(*) desc`,
    )
  ).rows.map((r) => r.id);
  const keys = warehouses.flatMap((id) => [7, 30, 90, 365].map((days) => ({ id, days })));
  const single: Record<string, number[]> = {};
  const many: Record<string, number[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const compute = COMPUTATIONS[name]!;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await compute(db, warehouses[0]!, 90);
        (single[name] ??= []).push(performance.now() - started);
      }
      await Promise.all(
        Array.from({ length: together }, async (_, n) => {
          const key = keys[n % keys.length]!;
          const started = performance.now();
          await compute(db, key.id, key.days);
          (many[name] ??= []).push(performance.now() - started);
        }),
      );
    }
  }
  for (const name of names) {
    console.log(`${name}: one computation (main, 90 days): ${summary(single[name]!)}`);
    console.log(`${name}: ${together} at once (5 warehouses × 4 periods): ${summary(many[name]!)}`);
  }
  await handle.close();
}

const [command, ...args] = process.argv.slice(2);
if (command === 'generate') await generate(args[0] as ScaleName, args[1]!);
if (command === 'time')
  await time(args[0]!, args[1]!.split(','), Number(args[2] ?? 3), Number(args[3] ?? 20));
