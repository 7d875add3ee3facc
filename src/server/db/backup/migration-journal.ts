import fs from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../migrate';
import type { MigrationStamp } from './backup-format';

const journalSchema = z
  .object({ entries: z.array(z.object({ tag: z.string(), when: z.number().int() }).loose()) })
  .loose();

const readJournal = async (folder: string) =>
  journalSchema.parse(JSON.parse(await fs.readFile(path.join(folder, 'meta/_journal.json'), 'utf8')));

/** This version's migrations in order, each stamped as drizzle records it once applied. */
export async function listMigrations(folder = MIGRATIONS_DIR): Promise<MigrationStamp[]> {
  const { entries } = await readJournal(folder);
  const files = readMigrationFiles({ migrationsFolder: folder });
  return entries.map((entry, i) => ({ tag: entry.tag, createdAt: entry.when, hash: files[i]?.hash ?? '' }));
}

/**
 * The migrations folder cut after `tag`, written into `into`: migrating an empty database
 * with it builds the schema a backup was made at, however many migrations this version has
 * added since.
 */
export async function writeMigrationsUpTo(tag: string, into: string): Promise<void> {
  const journal = await readJournal(MIGRATIONS_DIR);
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`There is no migration ${tag} in ${MIGRATIONS_DIR}.`);
  const entries = journal.entries.slice(0, last + 1);
  await fs.mkdir(path.join(into, 'meta'), { recursive: true });
  await fs.writeFile(path.join(into, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await fs.copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  }
}

/** The last migration applied to the database, or undefined when it was never migrated. */
export async function readMigrationStamp(client: pg.ClientBase): Promise<MigrationStamp | undefined> {
  const { rows: ledger } = await client.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!ledger[0]?.exists) return undefined;
  const { rows } = await client.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const createdAt = Number(row.createdAt);
  const known = (await listMigrations()).find((m) => m.createdAt === createdAt);
  return { tag: known?.tag ?? `unknown (${createdAt})`, createdAt, hash: row.hash };
}
