import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseFailureResponse } from '../lib/database-failure';
import { openDatabase, type QueryTiming } from './client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('query timing hook', () => {
  it('reports every query: pool queries, drizzle queries and transactions', async () => {
    const handle = openDatabase(String(t.pool.options.connectionString), { poolSize: 2 });
    const seen: QueryTiming[] = [];
    handle.onQuery((timing) => seen.push(timing));
    try {
      await handle.pool.query('select 1 as pool_query');
      await handle.db.execute(sql`select 2 as drizzle_query`);
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 3 as in_transaction`);
      });
      await handle.pool.query('select * from no_such_table').catch(() => undefined);
    } finally {
      await handle.close();
    }
    const texts = seen.map((s) => s.text);
    for (const marker of ['pool_query', 'drizzle_query', 'in_transaction', 'no_such_table']) {
      expect(
        texts.some((text) => text.includes(marker)),
        marker,
      ).toBe(true);
    }
    expect(seen.find((s) => s.text.includes('no_such_table'))?.failed).toBe(true);
    expect(seen.every((s) => s.durationMs >= 0)).toBe(true);
  });
});

describe('session settings', () => {
  it("turns the planner's JIT off on every connection of the pool", async () => {
    const handle = openDatabase(String(t.pool.options.connectionString), { poolSize: 2 });
    try {
      const seen = await Promise.all(
        [1, 2].map(() => handle.pool.query<{ jit: string }>('show jit').then((r) => r.rows[0]?.jit)),
      );
      expect(seen).toEqual(['off', 'off']);
    } finally {
      await handle.close();
    }
  });
});

describe('bounded waits', () => {
  it('has PostgreSQL cancel a statement that runs too long, which answers 503', async () => {
    const handle = openDatabase(String(t.pool.options.connectionString), { poolSize: 1 });
    try {
      const error: unknown = await handle.db.execute(sql`select pg_sleep(60)`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseFailureResponse(error)).toMatchObject({ status: 503, retryAfterSeconds: 5 });
      expect((await handle.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await handle.close();
    }
  });
});

describe('a connection lost while checked out', () => {
  it('fails its holder’s next query instead of ending the process', async () => {
    const handle = openDatabase(String(t.pool.options.connectionString), { poolSize: 2 });
    const uncaught: unknown[] = [];
    const collect = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', collect);
    try {
      const client = await handle.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await t.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await ended;
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(new Error('connection lost'));
      expect((await handle.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      process.removeListener('uncaughtException', collect);
      await handle.close();
    }
    expect(uncaught).toEqual([]);
  });
});

describe('a connection lost as a transaction begins', () => {
  it('goes back to the pool, so the next transaction gets a connection (the outage test’s teardown hang)', async () => {
    const handle = openDatabase(String(t.pool.options.connectionString), { poolSize: 1 });
    // The connection dies between being handed out and its BEGIN, as when PostgreSQL restarts.
    const cut = (client: pg.PoolClient) => void client.end();
    handle.pool.once('acquire', cut);
    try {
      await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      expect(handle.pool.totalCount).toBe(0);
      const ok = await handle.db.transaction(async (tx) => (await tx.execute(sql`select 1 as ok`)).rows);
      expect(ok).toEqual([{ ok: 1 }]);
    } finally {
      handle.pool.removeListener('acquire', cut);
      await handle.close();
    }
  });
});
