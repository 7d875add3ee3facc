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

/** The highest of `sample()` while `work` runs, taken every `everyMs`, less its value at the start. */
async function peakWhile<T>(
  sample: () => number,
  everyMs: number,
  work: () => Promise<T>,
): Promise<{ result: T; growth: number }> {
  const before = sample();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, sample());
  }, everyMs);
  try {
    const result = await work();
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

const heapUsed = () => process.memoryUsage().heapUsed;

/** Samples the heap while `work` runs; returns its result and the peak above the start. */
export async function withHeapPeak<T>(work: () => Promise<T>): Promise<{ result: T; heapGrowth: number }> {
  const { result, growth } = await peakWhile(heapUsed, 20, work);
  return { result, heapGrowth: growth };
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
  const liveHeap = () => {
    gc();
    return heapUsed();
  };
  const { result, growth } = await peakWhile(liveHeap, 500, work);
  return { result, liveGrowth: growth };
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
