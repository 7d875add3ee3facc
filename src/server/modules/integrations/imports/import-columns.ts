import { phrase } from '../../../../shared/i18n/error-texts';
import type { ImportError } from '../../../../shared/schemas/imports';
import { headerWordsOf } from '../../../i18n/csv-words';
import { headerKey, type CsvTable } from './csv-read';
import { rowProblem } from './row-errors';

/** A column of a kind's file: its header as the export writes it, and the field it fills. */
export interface ImportColumn {
  header: string;
  field: string;
  /** Without this column no row could be created. */
  required?: boolean;
}

/** A non-blank row of the file: its number as a spreadsheet shows it, and its cells by field. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}

export interface ColumnsRead {
  rows: ImportRow[];
  /** The fields the file has a column for; the others are left as stored. */
  fields: string[];
  errors: ImportError[];
}

const UNIT_SUFFIX = /\s*\([^)]*\)\s*$/;

/**
 * Matches the file's headers to the kind's columns, case-insensitively and in any language an
 * export writes them in (issue 29 §2); columns the kind does not know (an export's "Added",
 * "Stock Status") are ignored. A missing required column or a column given twice is an error of
 * row 1, the header.
 */
export function readColumns(table: CsvTable, columns: readonly ImportColumn[]): ColumnsRead {
  const byKey = new Map(
    columns.flatMap((c) => headerWordsOf(c.header).map((word) => [headerKey(word), c] as const)),
  );
  const positions = new Map<ImportColumn, number>();
  const errors: ImportError[] = [];
  table.header.forEach((header, index) => {
    // An export's unit in brackets ("Unit Cost (EUR)") names the same column.
    const column = byKey.get(headerKey(header)) ?? byKey.get(headerKey(header.replace(UNIT_SUFFIX, '')));
    if (!column) return;
    if (positions.has(column)) {
      errors.push(rowProblem(1, column.header, phrase('import.columnTwice', { column: column.header })));
    } else {
      positions.set(column, index);
    }
  });
  for (const column of columns) {
    if (column.required && !positions.has(column)) {
      errors.push(rowProblem(1, column.header, phrase('import.columnMissing', { column: column.header })));
    }
  }
  const rows = table.rows.flatMap((cells, index) => {
    if (cells.length === 0) return [];
    const byField: Record<string, string> = {};
    for (const [column, position] of positions) byField[column.field] = (cells[position] ?? '').trim();
    return [{ row: index + 2, cells: byField }];
  });
  return { rows, fields: [...positions.keys()].map((c) => c.field), errors };
}

/** The cells of a row for a schema: blank cells left out, so the schema's defaults and "required" apply. */
export function filledCells(
  cells: Record<string, string>,
  fields: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = cells[field];
    if (value !== undefined && value !== '') out[field] = value;
  }
  return out;
}
