import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';

/** The audit log's partitions are named by their month: audit_log_2026_11 holds November 2026 (UTC). */
const PARTITION_PREFIX = 'audit_log_';
const MONTH_NAME = /^audit_log_(\d{4})_(\d{2})$/;

/** A month, as the first instant of it in UTC. */
export type Month = Date;

export const monthOf = (at: Date): Month => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
export const addMonths = (month: Month, count: number): Month =>
  new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + count, 1));
export const partitionName = (month: Month) =>
  `${PARTITION_PREFIX}${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

function monthOfName(name: string): Month | null {
  const match = MONTH_NAME.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** The month partitions the audit log has, oldest first (the default partition is not one). */
export async function monthPartitions(db: Executor): Promise<{ name: string; month: Month }[]> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'audit_log'::regclass`);
  return result.rows
    .flatMap((r) => {
      const month = monthOfName(r.name);
      return month ? [{ name: r.name, month }] : [];
    })
    .sort((a, b) => a.month.getTime() - b.month.getTime());
}

/** Months some row of the default partition belongs to (rows written where no month partition was). */
export async function monthsInDefault(db: Executor): Promise<Month[]> {
  const result = await db.execute<{ month: string }>(sql`
    select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM') as month from audit_log_default`);
  return result.rows.map((r) => new Date(`${r.month}-01T00:00:00Z`));
}

/**
 * Gives the month its partition, moving its rows out of the default partition in the same
 * transaction (PostgreSQL refuses a partition whose rows the default partition still holds).
 * Returns how many rows moved.
 */
export async function createMonthPartition(db: Database, month: Month): Promise<number> {
  const name = sql.identifier(partitionName(month));
  const from = month.toISOString();
  const to = addMonths(month, 1).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`create table ${name} (like audit_log including defaults including constraints)`);
    const moved = await tx.execute(sql`
      with moved as (
        delete from audit_log_default where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
        returning *)
      insert into ${name} select * from moved`);
    await tx.execute(
      sql`alter table audit_log attach partition ${name} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
    return moved.rowCount ?? 0;
  });
}

/**
 * One page of a partition's rows as JSON, in its key's order (the key's index gives each page
 * without sorting the month): `after` is the last row of the page before.
 */
export async function partitionPage(
  db: Executor,
  name: string,
  after: { id: string; createdAt: string } | null,
  limit: number,
): Promise<{ line: string; id: string; created_at: string }[]> {
  const table = sql.identifier(name);
  const result = await db.execute<{ line: string; id: string; created_at: string }>(sql`
    select to_jsonb(a)::text as line, a.id, a.created_at::text as created_at from ${table} a
    ${after ? sql`where (a.id, a.created_at) > (${after.id}::uuid, ${after.createdAt}::timestamptz)` : sql``}
    order by a.id, a.created_at
    limit ${limit}`);
  return result.rows;
}

export async function dropPartition(db: Executor, name: string): Promise<void> {
  await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
}
