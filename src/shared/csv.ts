/**
 * CSV as every export of Fieldwork writes it (RFC 4180): fields quoted when they hold a comma,
 * quote or line break, lines ended by CRLF, and a byte-order mark first so Excel reads UTF-8.
 */
export const CSV_BOM = '\uFEFF';

/**
 * One field. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, so an asset tag typed as "=HYPERLINK(…)" stays text when the report is opened.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;
