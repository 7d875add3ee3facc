import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate';

/**
 * The committed migrations up to and including `last`, in a folder of their own: a migration
 * test migrates a database that far, writes the rows of the time before, then migrates on.
 */
export async function migrationsUpTo(last: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}
