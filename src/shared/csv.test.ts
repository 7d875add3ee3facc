import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('Pump, "big" one')).toBe('"Pump, ""big"" one"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5 °C')).toBe("'-5 °C");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });

  it('end a line with CRLF', () => {
    expect(csvLine(['PMP-001', 3, null, 'a,b'])).toBe('PMP-001,3,,"a,b"\r\n');
  });

  it('defuses a formula behind another separator or behind invisible characters (issue 22 §7)', () => {
    expect(csvField('text;=1+1')).toBe("text;'=1+1");
    expect(csvField('\u200B=1+1')).toBe("'\u200B=1+1");
    expect(csvField('a|\u00A0+cmd')).toBe("a|'\u00A0+cmd");
    expect(csvField('\t=1')).toBe("'\t'=1");
    expect(csvField('note\n@SUM(A1)')).toBe('"note\n\'@SUM(A1)"');
    expect(csvField('a;"=1"')).toBe('"a;\'""=1"""');
    expect(csvField('Seal - worn; replace')).toBe('Seal - worn; replace');
  });
});

/** The separators a spreadsheet may be set to split a line on. */
const SEPARATORS = [',', ';', '\t', '|'] as const;
/** What a spreadsheet may skip before it reads the first character of a cell. */
const SKIPPED = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}"]+/u;
/** A cell whose first read character is one of these is run as a formula (half and full width). */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * Every cell a spreadsheet could make of the file with this separator: the physical lines split
 * naively (quotes ignored, so a quoted line break or separator splits too), and the cells of a
 * quote-aware reader.
 */
function cellsOf(file: string, separator: string): string[] {
  const naive = file.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
  return [...naive, ...readCsv(file, separator).flat()];
}

/** An RFC 4180 reader with a chosen separator. */
function readCsv(file: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < file.length; i += 1) {
    const char = file[i]!;
    if (quoted) {
      if (char === '"' && file[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && file[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Text built from what matters here: triggers, separators, quotes, invisible characters, letters. */
const hostileText = fc
  .array(
    fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\uFF1D',
      ',',
      ';',
      '\t',
      '|',
      '"',
      "'",
      '\r',
      '\n',
      '\r\n',
      ' ',
      '\u00A0',
      '\u200B',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u202E',
      '\u3000',
      '\u0000',
      'A',
      '1',
      'SUM(A1)',
      'cmd|',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('CSV formula neutralisation (property)', () => {
  it('leaves no cell a spreadsheet could run as a formula, whatever the separator, and keeps the text', () => {
    fc.assert(
      fc.property(
        // Numbers are the server's own figures, never negative in an export (a negative one is
        // written as a number, -5, and so is the one cell start left as it is).
        fc.array(fc.oneof(hostileText, fc.string(), fc.nat()), { minLength: 1, maxLength: 5 }),
        (fields) => {
          const file = `${CSV_BOM}${csvLine(fields)}${csvLine(fields)}`;
          for (const separator of SEPARATORS) {
            for (const cell of cellsOf(file, separator)) {
              const read = cell.replace(SKIPPED, '');
              if (FORMULA_START.test(read)) {
                throw new Error(
                  `separator ${JSON.stringify(separator)}: cell ${JSON.stringify(cell)} of ${JSON.stringify(fields)}`,
                );
              }
            }
          }
          // Read back with the separator it was written with, the text is all there: only
          // apostrophes were added, in front of what would have been a formula.
          const [row] = readCsv(file.slice(CSV_BOM.length), ',');
          expect(row?.map((cell) => cell.replaceAll("'", ''))).toEqual(
            fields.map((field) => String(field).replaceAll("'", '')),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
