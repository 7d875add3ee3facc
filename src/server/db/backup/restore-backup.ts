import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MIGRATION_LOCK_KEY } from '../migrate';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupHeaderSchema,
  backupTrailerSchema,
  MAX_FRAME_BYTES,
  MAX_JSON_LINE_BYTES,
  type BackupHeader,
  type BackupTable,
  type BackupTrailer,
  type TableSummary,
} from './backup-format';
import { setCopySettings } from './copy-session';
import { FrameReader } from './frame-reader';
import { copyTarget, inPublic } from './public-schema';
import { prepareRestoreTarget } from './restore-target';

export interface RestoreSummary {
  header: BackupHeader;
  tables: TableSummary[];
}

/** The first line, or a plain "not a backup" for anything else: another file, another format. */
async function readHeader(reader: FrameReader): Promise<BackupHeader> {
  let value: unknown;
  try {
    value = JSON.parse(await reader.readLine(MAX_JSON_LINE_BYTES, 'the header'));
  } catch {
    throw new Error('This file is not a Fieldwork backup.');
  }
  const parsed = backupHeaderSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { format, version } = (value ?? {}) as { format?: unknown; version?: unknown };
  if (format === BACKUP_FORMAT && version !== BACKUP_VERSION) {
    throw new Error(
      `This backup has format version ${String(version)}; this version of Fieldwork reads version ${BACKUP_VERSION}.`,
    );
  }
  throw new Error('This file is not a Fieldwork backup.');
}

async function readTrailer(reader: FrameReader): Promise<BackupTrailer> {
  const line = await reader.readLine(MAX_JSON_LINE_BYTES, 'the trailer');
  try {
    return backupTrailerSchema.parse(JSON.parse(line));
  } catch {
    throw new Error('The backup is damaged: its trailer is unreadable');
  }
}

/** A frame's length line: digits well within a safe integer. */
const LENGTH_LINE_BYTES = 20;

/** Loads one table's frames with COPY FROM, hashing them as they pass. */
async function copyTableIn(
  client: pg.Client,
  reader: FrameReader,
  table: BackupTable,
): Promise<TableSummary> {
  const what = `the rows of ${table.name}`;
  const hash = createHash('sha256');
  async function* frames() {
    for (;;) {
      const length = Number(await reader.readLine(LENGTH_LINE_BYTES, what));
      if (!Number.isInteger(length) || length < 0 || length > MAX_FRAME_BYTES) {
        throw new Error(`The backup is damaged: a frame of ${what} has no valid length`);
      }
      if (length === 0) return;
      const bytes = await reader.readBytes(length, what);
      hash.update(bytes);
      yield bytes;
    }
  }
  const copy = client.query(copyFrom(`copy ${copyTarget(table)} from stdin`));
  await pipeline(Readable.from(frames()), copy);
  return { name: table.name, rows: copy.rowCount, sha256: hash.digest('hex') };
}

/** What was loaded must be what was backed up: same tables, rows and bytes, and the rows are there. */
async function verify(client: pg.Client, loaded: TableSummary[], trailer: BackupTrailer): Promise<void> {
  const expected = new Map(trailer.tables.map((t) => [t.name, t]));
  if (expected.size !== loaded.length) {
    throw new Error('The backup is damaged: its table list does not add up');
  }
  for (const table of loaded) {
    const backedUp = expected.get(table.name);
    if (backedUp?.sha256 !== table.sha256) {
      throw new Error(`The backup is damaged: ${table.name} fails its checksum`);
    }
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from ${inPublic(table.name)}`,
    );
    if (table.rows !== backedUp.rows || Number(rows[0]?.n) !== backedUp.rows) {
      throw new Error(
        `${table.name} has ${rows[0]?.n} rows after the restore; the backup holds ${backedUp.rows}`,
      );
    }
  }
}

async function restoreSequences(client: pg.Client, trailer: BackupTrailer): Promise<void> {
  for (const s of trailer.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      inPublic(s.name),
      s.lastValue,
      s.isCalled,
    ]);
  }
}

/** Header, every table, trailer; then all of it is checked before the transaction commits. */
async function load(client: pg.Client, reader: FrameReader): Promise<RestoreSummary> {
  const header = await readHeader(reader);
  await prepareRestoreTarget(client, header.migration);
  await client.query('begin');
  await setCopySettings(client);
  const tables: TableSummary[] = [];
  for (const table of header.tables) tables.push(await copyTableIn(client, reader, table));
  const trailer = await readTrailer(reader);
  if (!(await reader.atEnd())) throw new Error('The backup is damaged: data follows its trailer');
  await verify(client, tables, trailer);
  await restoreSequences(client, trailer);
  await client.query('commit');
  return { header, tables };
}

/**
 * Restores a backup written by writeBackup into an empty database: migrates it to the
 * backup's schema, loads every table in one transaction (foreign keys checked as rows
 * arrive), verifies row counts and checksums and only then commits, so a damaged or
 * truncated file leaves the database as empty as it was. The migration lock is held
 * throughout, so a server starting on that database meanwhile waits and then finds the
 * data rather than seeding demo data into it.
 */
export async function restoreBackup(file: string, connectionString: string): Promise<RestoreSummary> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  // Errors reach the reader through the iterator; the listener keeps a late one from being unhandled.
  gunzip.on('error', () => {});
  source.pipe(gunzip);
  const reader = new FrameReader(gunzip[Symbol.asyncIterator]());
  const client = new pg.Client({ connectionString });
  // A lost connection also fails the query in progress, which is where it is reported.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await load(client, reader);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR'
      ? new Error('The backup is damaged: its compressed data is corrupt')
      : error;
  } finally {
    await client.end();
    source.destroy();
    gunzip.destroy();
  }
}
