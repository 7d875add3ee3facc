import { textProblem } from '../../shared/schemas/common';
import { phrase } from '../../shared/i18n/error-texts';
import { AppError } from './app-error';

/**
 * How many rows a list holds: exact, or at least `count` when counting stopped there (a filter
 * matching more than a list counts exactly; ADR 34).
 */
export interface ListTotal {
  count: number;
  isLowerBound: boolean;
}

/**
 * Keyset cursors (architecture §5): the sort key of the last row and its id, opaque to
 * clients (base64url JSON). `v` is the key as PostgreSQL prints it, so it compares exactly.
 * A list whose count is costly carries the first page's total forward in `total`, so the next
 * pages answer it without counting again (ADR 34).
 */
export interface KeysetCursor {
  v: string | number | null;
  id: string;
  total?: ListTotal | undefined;
}

export function encodeCursor(cursor: KeysetCursor): string {
  const { v, id, total } = cursor;
  const parts = total ? [v, id, total.count, total.isLowerBound] : [v, id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', phrase('request.cursorNotValid'), {
    // "Invalid cursor" has its code from the sync module already: one text, one code (ADR 65).
    details: [{ path: 'cursor', ...phrase('sync.invalidCursorShort') }],
  });

export function decodeCursor(value: string | undefined): KeysetCursor | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || (parsed.length !== 2 && parsed.length !== 4)) throw invalidCursor();
  const [v, id, count, isLowerBound] = parsed as unknown[];
  // The key goes into a query: text PostgreSQL can read, numbers it can compare.
  const validValue =
    v === null || (typeof v === 'string' && !textProblem(v)) || (typeof v === 'number' && Number.isFinite(v));
  if (!validValue || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw invalidCursor();
  if (parsed.length === 2) return { v, id };
  if (!isCount(count) || typeof isLowerBound !== 'boolean') throw invalidCursor();
  return { v, id, total: { count, isLowerBound } };
}

/**
 * Rows fetched with limit + 1 tell whether a next page exists. A `total` given rides in the
 * next cursor (see KeysetCursor).
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => KeysetCursor, total?: ListTotal) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor({ ...cursorOf(last), total }) : undefined };
}

const NO_ID = '00000000-0000-0000-0000-000000000000';
const idOf = (row: object) => ('id' in row && typeof row.id === 'string' ? row.id : NO_ID);

/**
 * Pages a list read whole because it is one record's own few rows (a work order's checklist, a
 * template list): the same `limit`, `cursor` and totals as a keyset list. The cursor holds the next
 * position and the id of the row before it, so a row added or removed meanwhile moves the page to
 * follow that row rather than skip or repeat rows.
 */
export function pageWhole<T extends object>(
  rows: readonly T[],
  query: { limit: number; cursor?: string | undefined },
) {
  const cursor = decodeCursor(query.cursor);
  let start = 0;
  if (cursor) {
    if (typeof cursor.v !== 'number' || !Number.isInteger(cursor.v) || cursor.v < 0) throw invalidCursor();
    const moved = cursor.id !== NO_ID && rows[cursor.v - 1] && idOf(rows[cursor.v - 1]!) !== cursor.id;
    const found = moved ? rows.findIndex((row) => idOf(row) === cursor.id) : -1;
    start = found >= 0 ? found + 1 : cursor.v;
  }
  const items = rows.slice(start, start + query.limit);
  const end = start + items.length;
  const last = items.at(-1);
  return {
    items,
    total: rows.length,
    nextCursor: end < rows.length && last ? encodeCursor({ v: end, id: idOf(last) }) : undefined,
  };
}
