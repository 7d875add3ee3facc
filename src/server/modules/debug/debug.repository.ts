import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export async function selectOne(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** What drizzle's migrator recorded: how many migrations ran and the newest one's journal time. */
export async function appliedMigrations(db: Executor): Promise<{ count: number; newest: number | null }> {
  const result = await db.execute<{ count: number; newest: string | null }>(sql`
    select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const row = result.rows[0];
  return { count: row?.count ?? 0, newest: row?.newest ? Number(row.newest) : null };
}

/** Whether the database takes writes now (a standby or a read-only default would refuse uploads). */
export async function acceptsWrites(db: Executor): Promise<boolean> {
  const result = await db.execute<{ writable: boolean }>(sql`
    select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`);
  return result.rows[0]?.writable ?? false;
}
