import type { z } from 'zod';
import type { ImportError } from '../../../../shared/schemas/imports';
import type { ImportColumn } from './import-columns';

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
    out.push({ row, column: columns.find((c) => c.field === field)?.header ?? null, message: issue.message });
  }
  return out;
}
