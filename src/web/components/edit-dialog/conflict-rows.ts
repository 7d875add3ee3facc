import { formatDateTime, formatNumber } from '@web/lib/formatting';

/** One field of a record as the conflict panel names it. */
export interface ConflictField {
  name: string;
  label: string;
  /** How the value reads on screen; the default suits text, numbers, dates and lists. */
  format?: (value: unknown) => string;
}

export interface ConflictRow {
  name: string;
  label: string;
  current: string;
  mine: string;
}

/** How an empty value and a yes or no read, in the screens' language (useConflictWords). */
export interface ConflictWords {
  empty: string;
  yes: string;
  no: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function formatConflictValue(value: unknown, words: ConflictWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTime(new Date(value)) : value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value))
    return value.length === 0
      ? words.empty
      : value.map((item) => formatConflictValue(item, words)).join('; ');
  return JSON.stringify(value);
}

/**
 * The rows of the conflict panel: each field the person set, with the server's value beside
 * theirs. `onlyDiffering` leaves out fields where both agree (a PUT sends every field).
 */
export function conflictRows(
  fields: readonly ConflictField[],
  current: Readonly<Record<string, unknown>>,
  mine: Readonly<Record<string, unknown>>,
  { onlyDiffering = false, words }: { onlyDiffering?: boolean; words: ConflictWords },
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const field of fields) {
    if (!(field.name in mine)) continue;
    const format = field.format ?? ((value: unknown) => formatConflictValue(value, words));
    const row = {
      name: field.name,
      label: field.label,
      current: format(current[field.name]),
      mine: format(mine[field.name]),
    };
    if (!onlyDiffering || row.current !== row.mine) rows.push(row);
  }
  return rows;
}
