import { AppError } from './app-error';

/**
 * Keyset cursors for lists sorted by a timestamp then id (architecture §5). Opaque to
 * clients: base64url of "<iso timestamp>|<uuid>".
 */
export interface KeysetCursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): KeysetCursor | undefined {
  if (!value) return undefined;
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'cursor is not valid: start the list again without it', {
      details: [{ path: 'cursor', message: 'Invalid cursor' }],
    });
  }
  return { at, id };
}

/** Rows fetched with limit + 1 tell whether a next page exists. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => KeysetCursor) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(cursorOf(last)) : undefined };
}
