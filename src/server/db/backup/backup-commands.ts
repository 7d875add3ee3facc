import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openForBackup, openForRestore } from './command-database';
import { restoreBackup, type RestoreSummary } from './restore-backup';
import { writeBackup, type BackupSummary } from './write-backup';

type Print = (line: string) => void;

/** `backups/fieldwork-2026-05-01T02-00-00Z.backup`: sorts by time, safe in every file system. */
export function defaultBackupFile(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join('backups', `fieldwork-${stamp}.backup`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rowsOf = (tables: { rows: number }[]) => tables.reduce((n, t) => n + t.rows, 0);

/** `npm run backup [FILE]` with the server's environment (DATA_DIR or DATABASE_URL). */
export async function runBackupCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: Print,
): Promise<BackupSummary> {
  if (args.length > 1) throw new Error('Usage: npm run backup [FILE]');
  const config = loadConfig(env);
  const file = path.resolve(args[0] ?? defaultBackupFile(new Date()));
  const database = await openForBackup(config);
  try {
    const summary = await writeBackup(database.url, file);
    print(
      `Backed up ${database.source} to ${file}: ${summary.tables.length} tables, ${rowsOf(summary.tables)} rows, ${megabytes(summary.bytes)} (schema at migration ${summary.migration.tag}).`,
    );
    return summary;
  } finally {
    await database.close();
  }
}

/** `npm run restore FILE` into the empty database of the environment (DATA_DIR or DATABASE_URL). */
export async function runRestoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: Print,
): Promise<RestoreSummary> {
  const [given] = args;
  if (args.length !== 1 || !given) throw new Error('Usage: npm run restore FILE');
  const file = path.resolve(given);
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const config = loadConfig(env);
  const database = await openForRestore(config, print);
  try {
    const summary = await restoreBackup(file, database.url);
    print(
      `Restored ${file} into ${database.source}: ${summary.tables.length} tables, ${rowsOf(summary.tables)} rows (schema at migration ${summary.header.migration.tag}, backed up ${summary.header.createdAt}).`,
    );
    return summary;
  } finally {
    await database.close();
  }
}
