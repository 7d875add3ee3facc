import { phrase } from '../../../shared/i18n/error-texts';
import { AppError } from '../../lib/app-error';

/**
 * A position in the change feed (ADR 42): every event up to (tx, id) in (tx, id) order has been
 * read, and the cursor was given at `at` (ms), which tells whether the feed still holds what
 * follows it. Opaque to clients (base64url), like the list cursors.
 */
export interface FeedCursor {
  /** PostgreSQL's 64-bit transaction id as decimal text. */
  tx: string;
  id: number;
  at: number;
}

export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.tx, cursor.id, cursor.at])).toString('base64url');
}

const invalid = () =>
  new AppError('VALIDATION_FAILED', phrase('sync.invalidCursor'), {
    details: [{ path: 'since', ...phrase('sync.invalidCursorShort') }],
  });

export function decodeFeedCursor(value: string): FeedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [tx, id, at] = parsed as unknown[];
  const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (typeof tx !== 'string' || !/^\d{1,20}$/.test(tx) || !isCount(id) || !isCount(at)) throw invalid();
  return { tx, id, at };
}
