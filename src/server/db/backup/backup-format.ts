import { z } from 'zod';

/**
 * A Fieldwork backup (ADR 22) is one gzip stream:
 *
 *   header    one line of JSON: format, version, when, the schema's migration, tables with columns
 *   tables    for each table, in the header's order, the rows of `COPY … TO STDOUT` (text format)
 *             in frames: a line with the byte length, then that many bytes; a frame of length 0
 *             ends the table
 *   trailer   one line of JSON: each table's row count and the sha256 of its COPY bytes,
 *             and the public sequences' values
 *
 * The checks that need the whole table (rows, checksum) follow it, so a backup streams in
 * one pass; a restore verifies them before it commits.
 */
export const BACKUP_FORMAT = 'fieldwork-backup';
export const BACKUP_VERSION = 1;

/** Bytes gathered into one frame: few enough frames, little memory. */
export const FRAME_TARGET_BYTES = 256 * 1024;

/** Longest header or trailer line accepted: stops a wrong file from being read into memory. */
export const MAX_JSON_LINE_BYTES = 16 * 1024 * 1024;

/** Largest frame accepted: guards the same way (a frame is at most one row more than the target). */
export const MAX_FRAME_BYTES = 1024 * 1024 * 1024;

/** The last migration applied to the database: its journal tag, `when` and drizzle's hash of its SQL. */
export const migrationStampSchema = z.object({
  tag: z.string(),
  createdAt: z.number().int(),
  hash: z.string(),
});
export type MigrationStamp = z.infer<typeof migrationStampSchema>;

export const backupTableSchema = z.object({
  name: z.string(),
  columns: z.array(z.string()).min(1),
});
export type BackupTable = z.infer<typeof backupTableSchema>;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  migration: migrationStampSchema,
  /** In foreign-key order: a table comes after every table it references. */
  tables: z.array(backupTableSchema),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const tableSummarySchema = z.object({
  name: z.string(),
  rows: z.number().int().min(0),
  sha256: z.string(),
});
export type TableSummary = z.infer<typeof tableSummarySchema>;

export const sequenceValueSchema = z.object({
  name: z.string(),
  /** bigint, as text. */
  lastValue: z.string(),
  isCalled: z.boolean(),
});
export type SequenceValue = z.infer<typeof sequenceValueSchema>;

export const backupTrailerSchema = z.object({
  tables: z.array(tableSummarySchema),
  sequences: z.array(sequenceValueSchema),
});
export type BackupTrailer = z.infer<typeof backupTrailerSchema>;
