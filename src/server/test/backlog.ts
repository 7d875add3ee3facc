import v8 from 'node:v8';
import vm from 'node:vm';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';

/**
 * Makes deleting the rows of `table` that `condition` (on `old`) matches fail, as a lost disk or
 * a killed connection would in the middle of a prune. Returns the repair.
 */
export async function failDeletesOf(db: Database, table: string, condition: string) {
  await db.execute(
    sql.raw(`create or replace function fail_delete() returns trigger language plpgsql as $$
      begin raise exception 'storage failed while pruning %', tg_table_name; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_delete before delete on ${table}
      for each row when (${condition}) execute function fail_delete()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger fail_delete on ${table}`));
  };
}

/** What a prune that met the failure rejects with (the database's error, as the driver's cause). */
export const STORAGE_FAILED = {
  cause: expect.objectContaining({ message: expect.stringContaining('storage failed while pruning') }),
};

/** Samples the heap while `work` runs; returns its result and the peak above the start. */
export async function withHeapPeak<T>(work: () => Promise<T>): Promise<{ result: T; heapGrowth: number }> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  try {
    const result = await work();
    return { result, heapGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** V8's collector, callable from a test: asked for at run time, as vitest starts workers without --expose-gc. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * Samples the live heap while `work` runs: a full collection before each sample, so garbage
 * waiting for the collector does not count and what `work` holds does. Slower than
 * withHeapPeak; for a test whose point is that memory stays flat however much data passes.
 */
export async function withLiveHeapPeak<T>(
  work: () => Promise<T>,
): Promise<{ result: T; liveGrowth: number }> {
  const gc = collector();
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 500);
  try {
    const result = await work();
    return { result, liveGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Writes a test's backlog in one statement without the pool's statement timeout: on a machine
 * busy with other suites, tens of thousands of rows with their foreign-key checks can take
 * longer than a request may.
 */
export async function loadBacklog(db: Database, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(statement);
  });
}
