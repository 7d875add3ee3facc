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
