import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * Field names that hold a secret wherever they appear in a log record: credentials in bodies,
 * tokens, hashes and keys in rows or settings, and the headers that carry sessions.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'tokenHash',
  'token_hash',
  'deviceToken',
  'mfaToken',
  'mfaSecret',
  'mfa_secret',
  'mfaPendingSecret',
  'mfa_pending_secret',
  'secret',
  'jwtSecret',
  'privateKey',
  'vapidPrivateKey',
  'authorization',
  'cookie',
  'set-cookie',
];

/** pino's redaction matches paths, not names: one path per nesting level, four levels deep. */
const REDACTION_DEPTH = 4;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function redactionPaths(): string[] {
  const paths: string[] = [];
  for (const field of SECRET_FIELDS) {
    const key = IDENTIFIER.test(field) ? field : `["${field}"]`;
    for (let depth = 0; depth < REDACTION_DEPTH; depth += 1) {
      const prefix = '*.'.repeat(depth);
      paths.push(key.startsWith('[') ? `${prefix.slice(0, -1)}${key}` : `${prefix}${key}`);
    }
  }
  return paths;
}

interface QueryErrorLike {
  query: string;
  params: unknown[];
}

const isQueryError = (value: unknown): value is QueryErrorLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { query?: unknown }).query === 'string' &&
  Array.isArray((value as { params?: unknown }).params);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Errors nest (causes, aggregates, errors kept as fields) and may form cycles: walks stay bounded. */
const MAX_NESTING = 5;

/** How drizzle prints the parameters of every query error reachable from this one. */
function parameterTexts(value: unknown, texts: Set<string>, seen: Set<unknown>, depth = 0): Set<string> {
  if (!isObject(value) || seen.has(value) || depth > MAX_NESTING) return texts;
  seen.add(value);
  if (isQueryError(value)) texts.add(`\nparams: ${String(value.params)}`);
  for (const nested of [value.cause, ...Object.values(value)]) {
    parameterTexts(nested, texts, seen, depth + 1);
  }
  return texts;
}

/** Field values of rows a statement wrote or refused: a query error's parameters, PostgreSQL's row detail. */
const ROW_VALUE_FIELDS = new Set(['params', 'detail']);

/**
 * Removes row values and printed parameters from a serialized error in place. Nested objects are
 * the logged error's own (the serializer copies shallowly), so they are replaced by cleaned copies.
 */
function withoutRowValues(record: Record<string, unknown>, texts: Set<string>, depth = 0): void {
  for (const [key, value] of Object.entries(record)) {
    if (ROW_VALUE_FIELDS.has(key)) {
      delete record[key];
    } else if ((key === 'message' || key === 'stack') && typeof value === 'string') {
      let text = value;
      for (const parameters of texts) text = text.replaceAll(parameters, '');
      record[key] = text;
    } else if (isObject(value) && depth < MAX_NESTING) {
      const copy: Record<string, unknown> = Object.assign(Array.isArray(value) ? [] : {}, value);
      withoutRowValues(copy, texts, depth + 1);
      record[key] = copy;
    }
  }
}

/**
 * pino's error serializer, minus the values of the rows a failed statement carried. Drizzle's
 * query error repeats its parameters (a new user's password hash, a TOTP secret) in `params`
 * and in its message and stack; the SQL text stays, as that is what explains the failure.
 * Anything but an Error passes unchanged (the log formatter has serialized it already).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error);
  withoutRowValues(serialized, parameterTexts(error, new Set(), new Set()));
  return serialized;
}

const isPlainContainer = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) ||
  (isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null));

/**
 * Serializes errors wherever a record holds them, not only under `err`: pino would print any
 * other Error field as JSON, with a query error's parameters. Copies on write, so the caller's
 * objects are never changed; class instances (requests, replies) are left to their serializers.
 */
function serializeNestedErrors(value: unknown, depth: number): unknown {
  if (value instanceof Error) return serializeError(value);
  if (depth > MAX_NESTING || !isPlainContainer(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, nested] of Object.entries(value)) {
    const serialized = serializeNestedErrors(nested, depth + 1);
    if (serialized === nested) continue;
    copy ??= Object.assign(Array.isArray(value) ? [] : {}, value);
    copy[key] = serialized;
  }
  return copy ?? value;
}

declare const redacting: unique symbol;

/** A logger made by createLogger, so it redacts secrets; the app accepts no other. */
export type RedactingLogger = Logger & { readonly [redacting]: true };

/** The logging settings every logger of the server shares: the one place secrets are kept out of logs. */
export const secretSafeLogOptions = {
  redact: { paths: redactionPaths(), censor: '[Redacted]' },
  formatters: { log: (record) => serializeNestedErrors(record, 0) as Record<string, unknown> },
  // Replaces Fastify's default error serializer, which would print the parameters again.
  serializers: { err: serializeError, error: serializeError },
} satisfies LoggerOptions;

/**
 * A pino logger with the secret redaction applied. `pretty` gives readable lines for a terminal;
 * without it, JSON lines go to `destination` (stdout by default) for services and log shippers.
 */
export function createLogger(
  options: { level: string; pretty?: boolean },
  destination?: DestinationStream,
): RedactingLogger {
  const settings: LoggerOptions = {
    level: options.level,
    ...secretSafeLogOptions,
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return (destination ? pino(settings, destination) : pino(settings)) as RedactingLogger;
}
