import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { applyMigrations } from '../migrate';
import type { MigrationStamp } from './backup-format';
import { listMigrations, readMigrationStamp, writeMigrationsUpTo } from './migration-journal';
import { inPublic } from './public-schema';

/** The tables of the public schema that hold at least one row. */
async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ filled: boolean }>(
      `select exists (select 1 from ${inPublic(name)}) as filled`,
    );
    if (rows[0]?.filled) filled.push(name);
  }
  return filled;
}

/**
 * Refuses a target that holds data, or whose schema another migration history has shaped;
 * returns this version's migration the backup was made at.
 */
async function checkTarget(
  client: pg.ClientBase,
  backup: MigrationStamp,
  known: MigrationStamp[],
): Promise<MigrationStamp> {
  const filled = await tablesWithRows(client);
  if (filled.length > 0) {
    const named =
      filled.length > 3
        ? `${filled.slice(0, 3).join(', ')} and ${filled.length - 3} more`
        : filled.join(', ');
    throw new Error(
      `The target database is not empty (${named} hold rows). A restore only goes into an empty database: create a new one (or point DATA_DIR at a new folder) and restore into that.`,
    );
  }
  const mine = known.find((m) => m.createdAt === backup.createdAt);
  if (!mine) {
    throw new Error(
      `This backup's schema is at migration ${backup.tag}, which this version of Fieldwork does not have: restore it with the version that made it, or a later one.`,
    );
  }
  if (mine.hash !== backup.hash) {
    throw new Error(
      `Migration ${mine.tag} of this version is not the one the backup was made at (its SQL differs): restore with the version that made the backup.`,
    );
  }
  const current = await readMigrationStamp(client);
  if (current && current.createdAt > backup.createdAt) {
    throw new Error(
      `The target database's schema is at migration ${current.tag}, newer than the backup's (${backup.tag}): restore into a new, empty database.`,
    );
  }
  return mine;
}

/**
 * Makes an empty database ready for a backup's rows: refuses one that holds data, then
 * migrates it to exactly the migration the backup was made at (a later version's newer
 * migrations are applied by the next start, to the restored data, as after any upgrade)
 * and checks that it got there.
 */
export async function prepareRestoreTarget(client: pg.Client, backup: MigrationStamp): Promise<void> {
  const migration = await checkTarget(client, backup, await listMigrations());
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-migrations-'));
  try {
    await writeMigrationsUpTo(migration.tag, folder);
    await applyMigrations(client, folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
  const reached = await readMigrationStamp(client);
  if (reached?.createdAt !== backup.createdAt || reached.hash !== backup.hash) {
    throw new Error(
      `Migrating the target stopped at ${reached?.tag ?? 'nothing'} instead of ${backup.tag}, the backup's schema.`,
    );
  }
}
