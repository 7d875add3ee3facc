import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * Arbitrary, fixed: serialises migrations when several instances start at once. A restore
 * holds it for its whole run, so a server starting meanwhile waits and then finds the data.
 */
export const MIGRATION_LOCK_KEY = 7_201_001;

/**
 * Applies the migrations of `migrationsFolder` (default: the committed ones in drizzle/) on
 * this connection, under the migration lock. Advisory locks nest within a session, so a
 * caller may already hold it.
 */
export async function applyMigrations(
  client: pg.PoolClient | pg.Client,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}

/**
 * Applies the committed SQL migrations in drizzle/, once, even with N instances starting together.
 * On a connection of its own, without the pool's timeouts: waiting for another instance's
 * migration, or building an index on a large table, may take minutes.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    await applyMigrations(client);
  } finally {
    await client.end();
  }
}
