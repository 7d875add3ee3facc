import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';
import { codeOfMessage } from '@shared/i18n/said';
import { ERROR_CODES } from '@shared/errors';
import { MAX_PAGE_SIZE } from '@shared/constants';
import { ApiError } from '../../api-client';
import { libText, type LibKey } from '../../lib-texts';
import type { MessageValues } from '../../i18n/format-message';
import type { ChangeAction } from '../../offline/change-action';
import type { ReplicaCollection } from '@shared/schemas/sync';
import type { Replica } from '../replica';

/** An answer the device gives in the server's place: the body and the list headers it would send. */
export interface LocalAnswer {
  data: unknown;
  headers: Headers;
}

export interface LocalContext {
  replica: Replica;
  /** Path parameters of the matched route. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The server's time as this device reckons it (its clock corrected by the measured offset). */
  now: Date;
  /** The person's changes still on the device (a new FO number must not repeat a queued one). */
  pending: () => readonly ChangeAction[];
}

export type LocalRead = (context: LocalContext) => Promise<LocalAnswer>;

export const answer = (data: unknown, headers: Record<string, string> = {}): LocalAnswer => ({
  data,
  headers: new Headers(headers),
});

function apiError(code: ErrorCode, message: string, details?: ApiErrorBody['details']): ApiError {
  const body: ApiErrorBody = { error: code, code, message, ...(details ? { details } : {}) };
  return new ApiError(ERROR_CODES[code], JSON.stringify(body), body);
}

/**
 * A read the device cannot answer offline: not a failure of the screen, so the screen kit shows
 * it as a calm notice ("Not available offline"), not as an error.
 */
export class NotOnDeviceError extends ApiError {
  /**
   * The words by their key: the screen words them when it shows them, in the language it speaks
   * then (the message is the wording when the error was made, for code that reads it as text).
   */
  constructor(
    readonly key: LibKey,
    readonly values?: MessageValues,
  ) {
    const body: ApiErrorBody = { error: 'UNAVAILABLE', code: 'UNAVAILABLE', message: libText(key, values) };
    super(ERROR_CODES.UNAVAILABLE, JSON.stringify(body), body);
  }
}

/** What the server answers for a record the caller cannot see, in its words. */
export const notFound = (what: string) => apiError('NOT_FOUND', `${what} not found`);

/**
 * A read the copy does not hold: the screen's error state says why, in words a person acts on,
 * in the screens' language when the error is made (the constant is the wording when this loaded).
 */
export const NEEDS_CONNECTION_MESSAGE = libText('offline.needsConnection');
export const needsConnection = () => new NotOnDeviceError('offline.needsConnection');

/** The copy is not there yet (a first visit cut off before it was filled). */
export const NO_COPY_MESSAGE = libText('offline.noCopy');
export const noCopy = () => new NotOnDeviceError('offline.noCopy');

/** GET …/:id of a collection kept as the API sends it: the record, or the server's "not found". */
export const recordById =
  (collection: Exclude<ReplicaCollection, 'work-orders' | 'equipment' | 'parts'>, what: string): LocalRead =>
  async ({ replica, params }) => {
    const record = await replica.get(collection, params.id ?? '');
    if (!record) throw notFound(what);
    return answer(record);
  };

/** The query string read by the route's own schema, so bad input is refused as the server would. */
export function parseQuery<S extends z.ZodType>(schema: S, query: URLSearchParams): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(query));
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw apiError(
    'VALIDATION_FAILED',
    first?.message ?? 'Invalid query',
    parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      ...(codeOfMessage(issue.message) ?? { code: 'VALIDATION_FAILED' }),
      message: issue.message,
    })),
  );
}

const LOCAL_CURSOR = /^local-(\d{1,9})$/;

/**
 * One page of a list the device filtered and sorted itself, with the headers the server sends:
 * the total, and a cursor (an offset, which only this device reads) while more follow.
 */
export function pageOfRows<T>(rows: readonly T[], query: { limit?: number; cursor?: string }): LocalAnswer {
  const limit = Math.min(query.limit ?? 100, MAX_PAGE_SIZE);
  const offset = Number(LOCAL_CURSOR.exec(query.cursor ?? '')?.[1] ?? 0);
  const items = rows.slice(offset, offset + limit);
  const headers: Record<string, string> = { 'X-Total-Count': String(rows.length) };
  if (offset + limit < rows.length) headers['X-Next-Cursor'] = `local-${offset + limit}`;
  return answer(items, headers);
}

/** Case-insensitive "contains", as the server's ILIKE '%q%' searches. */
export function matchesSearch(q: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  if (!q) return true;
  return fields.filter(Boolean).join(' ').toLocaleLowerCase().includes(q.toLocaleLowerCase());
}

/** Text order as PostgreSQL's `lower(x)` keys sort, then the id, as the server's keyset lists do. */
export function byTextThenId<T extends { id: string }>(key: (row: T) => string) {
  return (a: T, b: T): number => {
    const ka = key(a).toLowerCase();
    const kb = key(b).toLowerCase();
    if (ka !== kb) return ka < kb ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
