import { ERROR_CODES, type ApiErrorBody, type ErrorCode, type ErrorDetail } from '../../shared/errors';
import { nameKeyOf } from '../../shared/i18n/names';
import { phrase } from '../../shared/i18n/error-texts';
import { codeOfMessage, type ErrorParams, type Phrase } from '../../shared/i18n/said';
import type { Decision } from '../../shared/policies/decision';

/** A detail as a throw site gives it: by phrase, or (not yet converted) by its English alone. */
export type DetailInput = { path: string } & (Phrase | { message: string; code?: undefined });

/**
 * A failure a person can act on: the class picks the status; the message is a phrase (its code
 * and params word it in the reader's language, ADR 65) or, not yet converted, English alone.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The message's own code, or the class's when the message has none. */
  readonly messageCode: string;
  readonly params: ErrorParams | undefined;
  readonly details: ErrorDetail[] | undefined;
  readonly extra: Partial<Pick<ApiErrorBody, 'requiresMFA' | 'current'>>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string | Phrase,
    options: {
      details?: DetailInput[];
      extra?: Partial<Pick<ApiErrorBody, 'requiresMFA' | 'current'>>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const said = typeof message === 'string' ? codedMessage(message, code) : message;
    super(said.message);
    this.name = 'AppError';
    this.code = code;
    this.messageCode = said.code;
    this.params = said.params;
    this.details = options.details?.map((detail) => ({
      path: detail.path,
      ...(detail.code === undefined ? codedMessage(detail.message, code) : detail),
    }));
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return ERROR_CODES[this.code];
  }

  toBody(): ApiErrorBody {
    return {
      error: this.code,
      code: this.messageCode,
      ...(this.params ? { params: this.params } : {}),
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...this.extra,
    };
  }
}

/**
 * A message given as English: the code a schema or policy said it with (policy reasons and schema
 * messages are remembered by `said`), else the class's code, which the client words by the English.
 */
function codedMessage(message: string, fallback: ErrorCode): Phrase {
  return { ...(codeOfMessage(message) ?? { code: fallback }), message };
}

/** "Work order not found": a record named in NAMES has a code; any other name answers by its English. */
export function notFound(what: string): AppError {
  const record = nameKeyOf(what);
  return new AppError('NOT_FOUND', record ? phrase('record.notFound', { record }) : `${what} not found`);
}
export const forbidden = (message: string | Phrase = phrase('access.forbidden')) =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string | Phrase) => new AppError('CONFLICT', message);

/** Enforces a policy decision (src/shared/policies): a refusal becomes 403, or 409 for a state conflict. */
export function enforce(decision: Decision): void {
  if (decision.allowed) return;
  throw new AppError(decision.kind === 'conflict' ? 'CONFLICT' : 'FORBIDDEN', decision.reason);
}
