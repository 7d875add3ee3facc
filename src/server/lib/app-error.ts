import { ERROR_CODES, type ApiErrorBody, type ErrorCode, type ErrorDetail } from '../../shared/errors';
import type { Decision } from '../../shared/policies/decision';

/** A failure a person can act on: the code picks the status, the message is shown as is. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly extra: Partial<Pick<ApiErrorBody, 'requiresMFA' | 'current'>>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      details?: ErrorDetail[];
      extra?: Partial<Pick<ApiErrorBody, 'requiresMFA' | 'current'>>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return ERROR_CODES[this.code];
  }

  toBody(): ApiErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...this.extra,
    };
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Enforces a policy decision (src/shared/policies): a refusal becomes 403, or 409 for a state conflict. */
export function enforce(decision: Decision): void {
  if (decision.allowed) return;
  throw new AppError(decision.kind === 'conflict' ? 'CONFLICT' : 'FORBIDDEN', decision.reason);
}
