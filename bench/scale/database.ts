import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema';
import {
  createDatabase,
  dropDatabase,
  startThrowawayPostgres,
} from '../../src/server/test/throwaway-postgres';

export interface ScaleDatabase {
  url: string;
  /** Where the database runs: BENCH_DATABASE_URL's server, DATABASE_URL's, or an embedded one. */
  where: 'BENCH_DATABASE_URL' | 'DATABASE_URL' | 'embedded';
  serverVersion: string;
  close(): Promise<void>;
}

/**
 * One dedicated database for the scale benchmarks, migrated: created on BENCH_DATABASE_URL's
 * server when set (and dropped afterwards; nothing else there is touched), else on the
 * server the tests use (DATABASE_URL's, or an embedded one in a temporary folder).
 */
export async function prepareScaleDatabase(): Promise<ScaleDatabase> {
  const name = `fw_bench_scale_${randomBytes(4).toString('hex')}`;
  const benchServer = process.env.BENCH_DATABASE_URL;
  let url: string;
  let stop: () => Promise<void>;
  let where: ScaleDatabase['where'];
  if (benchServer) {
    url = await createDatabase(benchServer, name);
    stop = () => dropDatabase(benchServer, name);
    where = 'BENCH_DATABASE_URL';
  } else {
    const postgres = await startThrowawayPostgres();
    url = await postgres.createDatabase(name);
    stop = async () => {
      await postgres.dropDatabase(name);
      await postgres.stop();
    };
    where = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded';
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
    const version = (await pool.query<{ v: string }>("select current_setting('server_version') as v"))
      .rows[0]!.v;
    return { url, where, serverVersion: version, close: stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await pool.end();
  }
}

/**
 * Settings of a generating session only (nothing of the server's): sorts of a million rows in
 * memory, and commits that do not wait for the disk (a crash loses the benchmark's data,
 * which is thrown away anyway).
 */
const BULK_SESSION =
  "set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'";

export interface BulkSession {
  /**
   * The connection, set for writing rows of `table`: as a replica (`session_replication_role`,
   * as pg_restore loads data) unless the table has insert triggers, so its foreign keys are not
   * checked row by row — the generated rows are consistent by construction.
   */
  writing(table: string): Promise<Database>;
  /** Whether the session may run as a replica (a superuser's); else every write checks. */
  replicaAllowed: boolean;
  /** Its PostgreSQL backend, for the CPU time it used when the server is on this machine. */
  backendPid: number;
  close(): Promise<void>;
}

/** Tables with user triggers that fire on insert: their rows are written with triggers on. */
export async function tablesWithInsertTriggers(db: Database): Promise<string[]> {
  // tgtype bit 2 (value 4) marks an INSERT trigger.
  const result = await db.execute<{ name: string }>(sql`
    select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and (t.tgtype & 4) <> 0 and n.nspname = 'public' order by 1`);
  return result.rows.map((r) => r.name);
}

/**
 * One connection for generating rows: `checkedTables` are always written with triggers on, and
 * with `replica: false` every table is (the set-up of tenants and people through the factories).
 */
export async function openBulkSession(
  url: string,
  options: { checkedTables?: readonly string[]; replica?: boolean } = {},
): Promise<BulkSession> {
  const checkedTables = options.checkedTables ?? [];
  const client = new pg.Client({ connectionString: url });
  // A connection lost while idle fails the next statement, not the process.
  client.on('error', () => {});
  await client.connect();
  await client.query(BULK_SESSION);
  let replicaAllowed = options.replica !== false;
  try {
    if (replicaAllowed) await client.query('set session_replication_role = origin');
  } catch {
    replicaAllowed = false;
  }
  const backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const db = drizzle(client, { schema, casing: 'snake_case' });
  let role = 'origin';
  return {
    async writing(table) {
      const wanted = replicaAllowed && !checkedTables.includes(table) ? 'replica' : 'origin';
      if (wanted !== role) {
        await client.query(`set session_replication_role = ${wanted}`);
        role = wanted;
      }
      return db;
    },
    replicaAllowed,
    backendPid,
    close: () => client.end(),
  };
}
