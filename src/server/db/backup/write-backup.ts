import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  FRAME_TARGET_BYTES,
  type BackupHeader,
  type BackupTable,
  type BackupTrailer,
  type MigrationStamp,
  type SequenceValue,
  type TableSummary,
} from './backup-format';
import { setCopySettings } from './copy-session';
import { readMigrationStamp } from './migration-journal';
import { copySource, inPublic, listSequences, listTables } from './public-schema';

export interface BackupSummary {
  file: string;
  bytes: number;
  migration: MigrationStamp;
  tables: TableSummary[];
}

const jsonLine = (value: BackupHeader | BackupTrailer) => Buffer.from(`${JSON.stringify(value)}\n`);
const END_OF_TABLE = Buffer.from('0\n');

/** One table's rows as frames (see backup-format.ts); returns its row count and checksum. */
async function* copyTableOut(client: pg.Client, table: BackupTable): AsyncGenerator<Buffer, TableSummary> {
  const copy = client.query(copyTo(`copy ${copySource(table)} to stdout`));
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let size = 0;
  const frame = function* () {
    yield Buffer.from(`${size}\n`);
    yield* pending;
    pending = [];
    size = 0;
  };
  for await (const chunk of copy as AsyncIterable<Buffer>) {
    hash.update(chunk);
    pending.push(chunk);
    size += chunk.length;
    if (size >= FRAME_TARGET_BYTES) yield* frame();
  }
  if (size > 0) yield* frame();
  yield END_OF_TABLE;
  return { name: table.name, rows: copy.rowCount, sha256: hash.digest('hex') };
}

async function readSequences(client: pg.Client): Promise<SequenceValue[]> {
  const values: SequenceValue[] = [];
  for (const name of await listSequences(client)) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${inPublic(name)}`,
    );
    const row = rows[0];
    if (row) values.push({ name, ...row });
  }
  return values;
}

async function* backupStream(client: pg.Client, header: BackupHeader, summaries: TableSummary[]) {
  yield jsonLine(header);
  for (const table of header.tables) summaries.push(yield* copyTableOut(client, table));
  // Read last: a sequence only moves forward, so this covers every value the snapshot's rows hold.
  const sequences = await readSequences(client);
  yield jsonLine({ tables: summaries, sequences });
}

/**
 * Writes a consistent backup of the whole database (attachment bytes included: they are
 * rows of attachment_contents) to `file`: every table of the public schema read in one
 * REPEATABLE READ, READ ONLY transaction, so the backup is one snapshot while the server
 * keeps working. The file appears only once complete (written beside it, flushed, renamed),
 * readable by its owner only: it holds password hashes and the server's secrets.
 */
export async function writeBackup(connectionString: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString });
  // A lost connection also fails the query in progress, which is where it is reported.
  client.on('error', () => {});
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read, read only');
    await setCopySettings(client);
    const migration = await readMigrationStamp(client);
    if (!migration)
      throw new Error('This database has no Fieldwork schema (never migrated): nothing to back up.');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migration,
      tables: await listTables(client),
    };
    const tables: TableSummary[] = [];
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await pipeline(
      Readable.from(backupStream(client, header, tables)),
      createGzip(),
      createWriteStream(partial, { mode: 0o600, flush: true }),
    );
    await fs.rename(partial, file);
    return { file, bytes: (await fs.stat(file)).size, migration, tables };
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
