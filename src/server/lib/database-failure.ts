import type { ApiErrorBody } from '../../shared/errors';
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
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

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

const unavailable = (message: string): FailureResponse => ({
  status: 503,
  body: { error: 'UNAVAILABLE', code: 'UNAVAILABLE', message },
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
});

const UNREACHABLE = unavailable('The database cannot be reached right now. Try again in a few seconds.');
const OVERLOADED = unavailable('The database is overloaded right now. Try again in a few seconds.');

const invalid = (message: string, path?: string): FailureResponse => ({
  status: 400,
  body: {
    error: 'VALIDATION_FAILED',
    code: 'VALIDATION_FAILED',
    message,
    ...(path ? { details: [{ path, code: 'VALIDATION_FAILED', message }] } : {}),
  },
});

const conflict = (message: string): FailureResponse => ({
  status: 409,
  body: { error: 'CONFLICT', code: 'CONFLICT', message },
});

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** SQLSTATEs a request's data can cause, and the answer a person can act on. */
function fromSqlState(error: PgError): FailureResponse | undefined {
  switch (error.code) {
    case '23505':
      return conflict('A record with these values already exists');
    case '23503':
      return conflict('A linked record does not exist or is still in use');
    case '23514':
      return conflict('The change would break a rule of the data (e.g. a negative stock level)');
    case '23502': {
      const field = error.column ? camelCase(error.column) : undefined;
      return invalid(field ? `${field} is required` : 'A required value is missing', field);
    }
    case '22001':
      return invalid('A text is longer than can be stored: shorten it');
    case '22003':
      return invalid('A number is too large or too small to be stored');
    case '22007':
    case '22008':
    case '22009':
      return invalid('A date or time is outside the range that can be stored (years 1900 to 9999)');
    case '22021':
    case '22P05':
      return invalid('Text must not contain control characters such as NUL');
    case '22P02':
      return invalid('A value has the wrong format');
    case '54000':
      return invalid('A value is too large to be stored or indexed: shorten it');
    case '40001':
    case '40P01':
      return conflict('The record changed while saving. Try again.');
    case '55P03':
      return unavailable('The record is busy with another change. Try again in a few seconds.');
    case '57014':
      return unavailable('The database took too long to answer. Try again in a few seconds.');
    case '25006':
      return unavailable('The database is read-only right now (a failover?). Try again in a few seconds.');
    default:
      break;
  }
  switch (error.code.slice(0, 2)) {
    // Any other data exception: the request carried a value the column cannot take.
    case '22':
      return invalid('A value cannot be stored as given');
    // Any other integrity rule.
    case '23':
      return conflict('The change would break a rule of the data');
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
  return isDatabaseUnreachable(error) ? UNREACHABLE : undefined;
}
