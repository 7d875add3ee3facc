import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { restoreFormulas } from '../../../../shared/csv';
import { phrase } from '../../../../shared/i18n/error-texts';
import { MAX_IMPORT_ROWS } from '../../../../shared/schemas/imports';
import { AppError } from '../../../lib/app-error';

/** A file's header and its rows; `rows[i]` is what a spreadsheet shows as row i + 2. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/**
 * The separator of a file, read from its header line: Excel saves ";" where the decimal mark
 * is a comma, so whichever of "," and ";" occurs more often outside quotes wins (comma on a tie).
 */
export function sniffDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** How a header is compared: case, surrounding and repeated spaces do not matter. */
export const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV file as UTF-8, with or without a byte-order mark, comma or semicolon separated,
 * quoted fields and CRLF or LF line ends. Blank lines keep their row number but are skipped.
 * Cells come back as text, the export's formula apostrophe removed (restoreFormulas).
 */
export function readCsv(bytes: Buffer): CsvTable {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: sniffDelimiter(text),
      relax_column_count: true,
      // A quote inside an unquoted cell (5" pipe, 'A "B"') is text, as a spreadsheet writes it.
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AppError('UNPROCESSABLE', phrase('import.notCsv', { reason: error.message }));
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || isBlankRow(header)) {
    throw new AppError('UNPROCESSABLE', phrase('import.emptyFile'));
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      phrase('import.tooManyRows', {
        count: rows.length.toLocaleString('en-US'),
        max: MAX_IMPORT_ROWS.toLocaleString('en-US'),
      }),
    );
  }
  return { header, rows: rows.map((cells) => (isBlankRow(cells) ? [] : cells.map(restoreFormulas))) };
}
