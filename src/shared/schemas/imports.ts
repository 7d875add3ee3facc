import { z } from 'zod';
import type { Permission } from '../permissions';
import { idSchema, timestampSchema } from './common';

/** What a CSV file can bring in (issue 28 §4); each kind is matched by its natural key. */
export const IMPORT_KINDS = ['equipment', 'parts', 'vendors', 'pm-templates', 'meter-readings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The permission that lets a person import a kind: the one that lets them create it by hand. */
export const IMPORT_ACCESS: Record<ImportKind, Permission> = {
  equipment: 'equipment.write',
  parts: 'parts.write',
  vendors: 'vendors.write',
  'pm-templates': 'pm.write',
  'meter-readings': 'meters.record',
};

/** A file larger than this, or longer, is refused before any row is read. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** How long a dry run's rows wait for "Import". */
export const IMPORT_TTL_MINUTES = 30;
/** The preview shows this many rows, and at most this many errors are listed. */
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_LISTED_ERRORS = 200;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;

/**
 * One problem, where a spreadsheet shows it: the header is row 1. `message` is the English;
 * `code` and `params` word it in the reader's language (ADR 65). A problem has no code when its
 * English has none (zod's own wording), or when its dry run was stored before problems had codes.
 */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The key that names the record (asset tag, vendor name). */
  key: z.string(),
});

/** A dry run's answer, and the same again after "Import" (with `committedAt`). */
export const importPreviewSchema = z.object({
  id: idSchema,
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string().nullable(),
  rowCount: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importErrorSchema),
  rows: z.array(importPreviewRowSchema),
  expiresAt: timestampSchema,
  committedAt: timestampSchema.nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
