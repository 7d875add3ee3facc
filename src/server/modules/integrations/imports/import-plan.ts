import { phrase } from '../../../../shared/i18n/error-texts';
import type { IMPORT_ACTIONS, ImportError } from '../../../../shared/schemas/imports';
import type { Executor, Tx } from '../../../db/client';
import type { Outbox } from '../../../lib/unit-of-work';
import type { AuthContext } from '../../auth/auth.context';
import type { ImportColumn, ImportRow } from './import-columns';
import { rowProblem } from './row-errors';

/** What "Import" will do with one row of the file. */
export interface RowOutcome {
  row: number;
  action: (typeof IMPORT_ACTIONS)[number];
  key: string;
}

/** A file's rows matched against the warehouse's records as they are now. */
export interface ImportPlan {
  outcomes: RowOutcome[];
  errors: ImportError[];
  /** Writes the creates and changes, inside the caller's transaction. */
  apply(tx: Tx, outbox: Outbox, importId: string): Promise<void>;
}

/** The rows of a file, by field, and the fields it has a column for. */
export interface ImportedRows {
  rows: ImportRow[];
  fields: string[];
}

/** One kind of import: its columns, the template's example rows, and how rows are matched and written. */
export interface ImportKindHandler {
  columns: readonly ImportColumn[];
  examples: readonly (readonly string[])[];
  plan(actor: AuthContext, file: ImportedRows, tx: Executor): Promise<ImportPlan>;
}

/** A row's outcome: an error when it has one, else what the match says. */
export const outcomeOf = (
  row: number,
  key: string,
  hasError: boolean,
  action: Exclude<RowOutcome['action'], 'error'>,
): RowOutcome => ({ row, key, action: hasError ? 'error' : action });

/** A file longer than a kind that writes row by row takes: refused whole, naming both counts. */
export function tooManyRows(
  code: 'import.pmTemplateRows' | 'import.meterReadingRows',
  max: number,
  count: number,
): ImportPlan {
  const counts = { max: max.toLocaleString('en-US'), count: count.toLocaleString('en-US') };
  return { outcomes: [], errors: [rowProblem(1, null, phrase(code, counts))], apply: async () => {} };
}
