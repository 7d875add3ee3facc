/**
 * CSV as every export of Fieldwork writes it (RFC 4180): fields quoted when they hold a comma,
 * quote or line break, lines ended by CRLF, and a byte-order mark first so Excel reads UTF-8.
 */
export const CSV_BOM = '\uFEFF';

/**
 * Where a spreadsheet may start a cell inside a field: after any separator it may be set to
 * split on (comma, semicolon, tab, bar) or a line break, since a reader set to another
 * separator than ours, or one that ignores quotes, splits the field there.
 */
const CELL_BREAK_CHARS = String.raw`,;\t|\r\n`;
/** What a spreadsheet may pass over before the first character it reads: spaces, invisible characters, a quote. */
const SKIPPED_CHARS = String.raw`\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}"`;
/** A cell read as starting with one of these is run as a formula (half- and full-width forms). */
const FORMULA_CHARS = String.raw`=+\-@\uFF1D\uFF0B\uFF0D\uFF20`;

const CELL_BREAK = new RegExp(`[${CELL_BREAK_CHARS}]`, 'u');
const SKIPPED = new RegExp(`[${SKIPPED_CHARS}]`, 'u');
const FORMULA_START = new RegExp(`[${FORMULA_CHARS}]`, 'u');
/** Whether any cell of the text could be read as a formula: most text is not, and is left alone at once. */
const ANY_FORMULA = new RegExp(`(?:^|[${CELL_BREAK_CHARS}])[${SKIPPED_CHARS}]*[${FORMULA_CHARS}]`, 'u');

/** Whether a cell starting at `start` would be read as a formula. */
function startsFormula(chars: readonly string[], start: number): boolean {
  let i = start;
  while (i < chars.length && SKIPPED.test(chars[i]!)) i += 1;
  return i < chars.length && FORMULA_START.test(chars[i]!);
}

/**
 * Text with an apostrophe at every place a spreadsheet could start a cell that it would run as
 * a formula, so "=HYPERLINK(…)", "text;=1+1" and "\u200B=1+1" stay text whatever separator the
 * file is opened with. The apostrophe is the only change; nothing else of the text is lost.
 */
function defuseFormulas(text: string): string {
  if (!ANY_FORMULA.test(text)) return text;
  const chars = [...text];
  let out = '';
  for (let i = 0; i <= chars.length; i += 1) {
    const isCellStart = i === 0 || CELL_BREAK.test(chars[i - 1]!);
    if (isCellStart && startsFormula(chars, i)) out += "'";
    out += chars[i] ?? '';
  }
  return out;
}

/** One field; text is defused (defuseFormulas), numbers are written as they are. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? defuseFormulas(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/**
 * The inverse of the export's defusing (issue 28 §4): drops exactly the apostrophe written before
 * a place a spreadsheet would start a formula, so an exported file re-imports unchanged. Any other
 * text, a formula-like one included, is kept as it is: an import never evaluates a cell.
 */
export function restoreFormulas(text: string): string {
  if (!text.includes("'")) return text;
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const isCellStart = i === 0 || CELL_BREAK.test(chars[i - 1]!);
    if (!(isCellStart && chars[i] === "'" && startsFormula(chars, i + 1))) out += chars[i];
  }
  return out;
}
