import { textProblem } from '../../shared/schemas/common';
import { AppError } from './app-error';

/**
 * Keyset cursors (architecture §5): the sort key of the last row and its id, opaque to
 * clients (base64url JSON). `v` is the key as PostgreSQL prints it, so it compares exactly.
 */
export interface KeysetCursor {
  v: string | number | null;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.v, cursor.id])).toString('base64url');
}

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', 'cursor is not valid: start the list again without it', {
    details: [{ path: 'cursor', message: 'Invalid cursor' }],
  });

export function decodeCursor(value: string | undefined): KeysetCursor | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [v, id] = parsed as unknown[];
  // The key goes into a query: text PostgreSQL can read, numbers it can compare.
  const validValue =
    v === null || (typeof v === 'string' && !textProblem(v)) || (typeof v === 'number' && Number.isFinite(v));
  if (!validValue || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw invalidCursor();
  return { v, id };
}

/** Rows fetched with limit + 1 tell whether a next page exists. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => KeysetCursor) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(cursorOf(last)) : undefined };
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
