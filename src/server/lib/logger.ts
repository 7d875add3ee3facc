import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';

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

const SECRETS: ReadonlySet<string> = new Set(SECRET_FIELDS);
const CENSOR = '[Redacted]';

/** How deep a record's values are searched for secrets (pino's path-based redaction went four levels). */
const REDACTION_DEPTH = 8;

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

/** An error as pino's serializer wrote it (its prototype is pino's; `raw` is the error). */
const isSerializedError = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && value.raw instanceof Error;

/**
 * A record as it may be written: every secret-bearing field at any depth censored, and errors
 * serialized wherever they sit (pino would print any other Error field as JSON, with a query
 * error's parameters). One walk over the record, where pino's path-based redaction looked up 100
 * paths (25 names × 4 depths) in every top-level field of every line: most of a cold list
 * request's logging (issue 30 §2). Copies on write, so the caller's objects are never changed;
 * class instances (requests, replies) are left to their serializers, which write no headers or
 * bodies.
 */
function redactRecord(value: unknown, depth: number): unknown {
  if (value instanceof Error) return redactRecord(serializeError(value), depth);
  if (depth > REDACTION_DEPTH || !(isPlainContainer(value) || isSerializedError(value))) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, nested] of Object.entries(value)) {
    const written = SECRETS.has(key) && nested !== undefined ? CENSOR : redactRecord(nested, depth + 1);
    if (written === nested) continue;
    copy ??= Object.assign(Array.isArray(value) ? [] : {}, value);
    copy[key] = written;
  }
  return copy ?? value;
}

/** An error as a record carries it (the `err` serializer): serialized, then searched like any field. */
const redactedError = (error: unknown): unknown => redactRecord(serializeError(error), 0);

const redacted = (record: Record<string, unknown>) => redactRecord(record, 0) as Record<string, unknown>;

declare const redacting: unique symbol;

/** A logger made by createLogger, so it redacts secrets; the app accepts no other. */
export type RedactingLogger = Logger & { readonly [redacting]: true };

/** The logging settings every logger of the server shares: the one place secrets are kept out of logs. */
export const secretSafeLogOptions = {
  // The root's bindings; a child's pass through `withRedactedBindings`, as pino formats them once.
  formatters: { log: redacted, bindings: redacted },
  // Replaces Fastify's default error serializer, which would print the parameters again.
  serializers: { err: redactedError, error: redactedError },
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
  return withRedactedBindings(destination ? pino(settings, destination) : pino(settings)) as RedactingLogger;
}

type MakeChild = (this: Logger, bindings: Bindings, options?: ChildLoggerOptions) => Logger;

/**
 * pino applies no formatter to a child's bindings (Fastify's request id, a job's name): they are
 * redacted on the way in instead. Children are made from their parent's prototype chain, so the
 * root's `child` serves every generation.
 */
function withRedactedBindings(root: Logger): Logger {
  // Unbound: a grandchild is made from its own parent, which keeps its parent's bindings.
  const { child } = Object.getPrototypeOf(root) as { child: MakeChild };
  const redactingChild: MakeChild = function (bindings, options) {
    return child.call(this, redacted(bindings), options);
  };
  Object.defineProperty(root, 'child', { value: redactingChild, writable: true, configurable: true });
  return root;
}
