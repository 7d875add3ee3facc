import type { z } from 'zod';
import { codeOfMessage } from '../../../../shared/i18n/said';
import type { ImportError } from '../../../../shared/schemas/imports';
import type { ImportColumn } from './import-columns';

/** What a problem says: its code and params when it has them (ADR 65), and its English. */
export type RowMessage = Pick<ImportError, 'code' | 'params' | 'message'>;

/** A problem of one row, where a spreadsheet shows it, worded by its code in the reader's language. */
export const rowProblem = (row: number, column: string | null, said: RowMessage): ImportError => ({
  row,
  column,
  ...said,
});

/**
 * A message another module words (a schema's, a meter rule's) with the code it was said with,
 * found from its English; without one the preview shows the English.
 */
export const coded = (message: string): RowMessage => ({ ...codeOfMessage(message), message });

/**
 * A schema's refusal of one row, one error per column, worded as the form words it
 * ("Criticality must be low, medium, high or critical"), with the column's header.
 */
export function rowErrors(row: number, error: z.ZodError, columns: readonly ImportColumn[]): ImportError[] {
  const seen = new Set<string>();
  const out: ImportError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push(rowProblem(row, columns.find((c) => c.field === field)?.header ?? null, coded(issue.message)));
  }
  return out;
}
