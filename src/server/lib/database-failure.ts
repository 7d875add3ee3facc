import type { ApiErrorBody } from '../../shared/errors';
import { phrase } from '../../shared/i18n/error-texts';
import type { Phrase } from '../../shared/i18n/said';
import { pgErrorOf, type PgError } from './pg-errors';

/** How long a client should wait before retrying while the database is away or overloaded. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The status and body a database failure is answered with. */
export interface FailureResponse {
  status: number;
  body: ApiErrorBody;
  /** Sent as Retry-After on 503s. */
  retryAfterSeconds?: number;
}

/** Errors node-postgres and pg-pool raise, without a SQLSTATE, when the server cannot be reached. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * pg-pool's answer when every connection of the pool stayed busy past its bound: the database
 * answers, but not this request in time (a burst the pool queued).
 */
const POOL_WAIT_MESSAGE = 'timeout exceeded when trying to connect';

/** Socket errors: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** The error and what it wraps (drizzle puts the driver's error in `cause`, pg-pool its own). */
function* chainOf(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the database could not be reached at all (not a refusal of this request's data). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.includes(message)) return true;
  }
  return false;
}

const unavailable = (said: Phrase): FailureResponse => ({
  status: 503,
  body: { error: 'UNAVAILABLE', ...said },
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
});

const UNREACHABLE = unavailable(phrase('database.unreachable'));
const OVERLOADED = unavailable(phrase('database.overloaded'));

const invalid = (said: Phrase, path?: string): FailureResponse => ({
  status: 400,
  body: { error: 'VALIDATION_FAILED', ...said, ...(path ? { details: [{ path, ...said }] } : {}) },
});

const conflict = (said: Phrase): FailureResponse => ({
  status: 409,
  body: { error: 'CONFLICT', ...said },
});

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** SQLSTATEs a request's data can cause, and the answer a person can act on. */
function fromSqlState(error: PgError): FailureResponse | undefined {
  switch (error.code) {
    case '23505':
      return conflict(phrase('database.duplicate'));
    case '23503':
      return conflict(phrase('database.linkedRecord'));
    case '23514':
      return conflict(phrase('database.checkFailed'));
    case '23502': {
      const field = error.column ? camelCase(error.column) : undefined;
      return field
        ? invalid(phrase('database.columnRequired', { column: field }), field)
        : invalid(phrase('database.valueMissing'));
    }
    case '22001':
      return invalid(phrase('database.textTooLong'));
    case '22003':
      return invalid(phrase('database.numberOutOfRange'));
    case '22007':
    case '22008':
    case '22009':
      return invalid(phrase('database.dateOutOfRange'));
    case '22021':
    case '22P05':
      return invalid(phrase('database.controlCharacters'));
    case '22P02':
      return invalid(phrase('database.wrongFormat'));
    case '54000':
      return invalid(phrase('database.valueTooLarge'));
    case '40001':
    case '40P01':
      return conflict(phrase('database.changedWhileSaving'));
    case '55P03':
      return unavailable(phrase('database.recordBusy'));
    case '57014':
      return unavailable(phrase('database.tooSlow'));
    case '25006':
      return unavailable(phrase('database.readOnly'));
    default:
      break;
  }
  switch (error.code.slice(0, 2)) {
    // Any other data exception: the request carried a value the column cannot take.
    case '22':
      return invalid(phrase('database.valueNotStorable'));
    // Any other integrity rule.
    case '23':
      return conflict(phrase('database.ruleBroken'));
    // Resources exhausted: too many connections, out of memory, disk full.
    case '53':
      return OVERLOADED;
    // Connection exceptions, shutdowns and restarts, I/O errors.
    case '08':
    case '57':
    case '58':
      return UNREACHABLE;
    default:
      // Syntax, undefined objects (42…), internal errors: programming faults stay 500s.
      return undefined;
  }
}

/**
 * The answer to a database failure a service did not turn into its own message: a refusal of
 * the request's data is a 4xx, an unreachable or overloaded database a 503 with Retry-After.
 * Undefined for anything else (a programming fault: 500).
 */
export function databaseFailureResponse(error: unknown): FailureResponse | undefined {
  const pgError = pgErrorOf(error);
  if (pgError) {
    const response = fromSqlState(pgError);
    if (response) return response;
  }
  if (isDatabaseUnreachable(error)) return UNREACHABLE;
  return [...chainOf(error)].some((link) => (link as { message?: unknown }).message === POOL_WAIT_MESSAGE)
    ? OVERLOADED
    : undefined;
}
