/**
 * The JSON error shape every API error answers with (architecture §5), and the codes
 * the client may branch on. `error` is the class of failure (it picks the status); `code` and
 * `params` say which message it is, so the client words it in the reader's language (ADR 65),
 * while `message` stays the English for API users.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  MFA_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorDetail {
  path: string;
  /** A key of src/shared/i18n/error-texts.ts, a zod issue's (`issue.too_small`), or the class's own. */
  code: string;
  params?: Readonly<Record<string, string | number>>;
  message: string;
}

export interface ApiErrorBody {
  error: ErrorCode;
  /** As a detail's: a message without one of its own answers the class (`CONFLICT`), worded by `message`. */
  code: string;
  params?: Readonly<Record<string, string | number>>;
  message: string;
  details?: ErrorDetail[];
  /** Present on 401 answers to a login that needs a one-time code. */
  requiresMFA?: boolean;
  /** Present on version conflicts: the record as it is now. */
  current?: unknown;
}
