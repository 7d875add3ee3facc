import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnreachable } from '../lib/database-failure';
import { ambientAware } from './ambient-transaction';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle: services pass it down so every write of one use case commits together. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type Executor = Database | Tx;

export interface QueryTiming {
  text: string;
  durationMs: number;
  failed: boolean;
}

export type QueryListener = (timing: QueryTiming) => void;

/**
 * Times every query a pooled client runs and reports it to the listeners: the timing hook
 * the monitoring module reads (architecture §1, db/client.ts).
 */
function instrumentClient(client: pg.PoolClient, listeners: Set<QueryListener>): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    if (listeners.size === 0) return original(...args);
    const started = performance.now();
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    const report = (failed: boolean) => {
      const timing = { text, durationMs: performance.now() - started, failed };
      for (const listener of listeners) listener(timing);
    };
    // pool.query() passes a callback; drizzle's transactions use the promise form.
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result: unknown) => void;
      return original(...args.slice(0, -1), (error: unknown, result: unknown) => {
        report(Boolean(error));
        callback(error, result);
      });
    }
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: unknown) => {
        report(false);
        return value;
      },
      (error: unknown) => {
        report(true);
        throw error;
      },
    );
  };
  client.query = timed as typeof client.query;
}

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /**
   * The lane heavy analytics read through: connections of its own, so however many computations
   * run, none holds a connection a person's request or write is waiting for (issue 30 §4, ADR 72).
   */
  analyticsDb: Database;
  analyticsPool: pg.Pool;
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
}

// numeric and bigint come back as strings by default; counts (bigint) are safe as numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * How long a request may wait on the database (issue 9 §6: nothing hangs past ~10 s). A
 * connection, or a free one from the pool, within 5 s; PostgreSQL cancels a statement after
 * 8 s (57014, answered 503); the client gives up 2 s later when the server cannot even answer
 * that (frozen, or the network gone). Migrations run on a client of their own, without limits.
 */
export const DATABASE_TIMEOUTS = { connectMs: 5_000, statementMs: 8_000, queryMs: 10_000 } as const;

/**
 * The database whose transactions always give their connection back. drizzle-orm (0.45) sends a
 * pooled transaction's BEGIN before its try/finally, so a BEGIN that fails (the connection died
 * as it was handed out: PostgreSQL restarting) kept the connection checked out for good; the pool
 * shrank by one each time and closing it waited forever. Here the transaction runs on a
 * connection this function checks out and releases whatever happens, destroying it when it was
 * lost. drizzle's view of each connection is made once (half a millisecond) and kept with it.
 */
function releasingTransactions(db: Database, pool: pg.Pool): Database {
  const onConnection = new WeakMap<pg.PoolClient, Database>();
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let connection = onConnection.get(client);
    if (!connection) {
      connection = drizzle({ client, schema, casing: 'snake_case' });
      onConnection.set(client, connection);
    }
    let lost: Error | undefined;
    try {
      return await connection.transaction(work, config);
    } catch (error) {
      if (isDatabaseUnreachable(error)) lost = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(lost);
    }
  };
  return Object.assign(db, { transaction });
}

/**
 * The analytics lane beside a requests' pool of `poolSize`: a quarter as many connections (at
 * least one). The requests' pool keeps all of `poolSize`: a job holding its advisory lock on one
 * connection while it works on another must find that other one, however small the pool is.
 */
const analyticsLaneSize = (poolSize: number) => Math.ceil(poolSize / 4);

function openPool(url: string, max: number, listeners: Set<QueryListener>): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    statement_timeout: DATABASE_TIMEOUTS.statementMs,
    query_timeout: DATABASE_TIMEOUTS.queryMs,
    // The planner's JIT compiles any statement it costs high, such as an analytics pass over a
    // year of orders, and the compiling took 1.7 of its 2.0 s (ADR 38): never worth it here.
    options: '-c jit=off',
  });
  pool.on('connect', (client) => {
    instrumentClient(client, listeners);
    // A checked-out client losing its connection between two statements (the database
    // restarts mid-transaction) emits 'error' with no listener of the pool's on it, which
    // would end the process; its holder learns of it from the next query, which fails.
    client.on('error', () => {});
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

const databaseOn = (pool: pg.Pool): Database =>
  ambientAware(releasingTransactions(drizzle({ client: pool, schema, casing: 'snake_case' }), pool));

export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  const listeners = new Set<QueryListener>();
  const poolSize = options.poolSize ?? 20;
  const pool = openPool(url, poolSize, listeners);
  const analyticsPool = openPool(url, analyticsLaneSize(poolSize), listeners);
  return {
    db: databaseOn(pool),
    pool,
    analyticsDb: databaseOn(analyticsPool),
    analyticsPool,
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      await Promise.all([pool.end(), analyticsPool.end()]);
    },
  };
}
