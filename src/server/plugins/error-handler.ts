import fp from 'fastify-plugin';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode, ErrorDetail } from '../../shared/errors';
import { phrase } from '../../shared/i18n/error-texts';
import { codeOfMessage, type ErrorParams } from '../../shared/i18n/said';
import { AppError } from '../lib/app-error';
import { databaseFailureResponse } from '../lib/database-failure';
import { pgErrorOf } from '../lib/pg-errors';

/** What busboy throws, without a status, for a malformed multipart body. */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
];

/** A multipart upload the parser refused: the client's fault, so a 4xx naming the problem. */
function fromMultipartError(error: FastifyError | Error): { status: number; body: ApiErrorBody } | undefined {
  const code = (error as FastifyError).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE', ...phrase('upload.notMultipart') } };
  }
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return { status: 400, body: { error: 'BAD_REQUEST', ...phrase('upload.jsonFieldInvalid') } };
  }
  if (!code && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return {
      status: 400,
      body: { error: 'BAD_REQUEST', ...phrase('upload.malformed', { reason: error.message }) },
    };
  }
  return undefined;
}

const zodEnglish = z.locales.en().localeError;

/**
 * Whether zod worded the message itself ("Invalid input: expected string, received number"),
 * which does not say which field, rather than the schema (which names it). Compared with zod's
 * own wording for the issue, so a schema message such as "Invalid email format" is kept.
 */
function isZodDefault(issue: FastifySchemaValidationError): boolean {
  const message = issue.message ?? '';
  // The input is gone by now, so zod's "received …" cannot be worded again.
  if (issue.keyword === 'invalid_type') return /^Invalid input: expected \S+, received \S+$/.test(message);
  try {
    const raw = { ...issue.params, code: issue.keyword } as unknown as Parameters<typeof zodEnglish>[0];
    const wording = zodEnglish(raw);
    return (typeof wording === 'string' ? wording : wording?.message) === message;
  } catch {
    return false;
  }
}

/** zod's own messages get the field (or "body" for the body itself) in front. */
function namingTheField(issue: FastifySchemaValidationError, path: string, context: string | undefined) {
  const message = issue.message ?? 'Invalid value';
  return isZodDefault(issue) ? `${path || context || 'request'}: ${message}` : message;
}

/** A zod issue's own figures, as the generic `issue.<kind>` texts word them. */
const ISSUE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  too_small: ['minimum'],
  too_big: ['maximum'],
  invalid_type: ['expected'],
  invalid_format: ['format'],
  invalid_value: ['values'],
  not_multiple_of: ['divisor'],
  unrecognized_keys: ['keys'],
};

/** A figure of an issue as a param: lists joined, bigints and dates as text. */
function paramValue(value: unknown): string | number | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'bigint' || value instanceof Date) return String(value);
  return undefined;
}

/**
 * The code of a validation message: the one the schema said it with (src/shared/i18n), else the
 * issue's kind with its figures, so even an unworded check reads in the person's language.
 */
function issueCode(issue: FastifySchemaValidationError): { code: string; params?: ErrorParams } {
  const said = issue.message ? codeOfMessage(issue.message) : undefined;
  if (said) return said;
  const names = ISSUE_PARAMS[issue.keyword];
  if (!names) return { code: 'issue.invalid' };
  const params: Record<string, string | number> = {};
  for (const name of names) {
    const value = paramValue(issue.params[name]);
    if (value === undefined) return { code: 'issue.invalid' };
    params[name] = value;
  }
  return { code: `issue.${issue.keyword}`, params };
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'UNPROCESSABLE';
  }
}

const INTERNAL: ApiErrorBody = { error: 'INTERNAL', ...phrase('server.internal') };

/** One JSON error shape for every failure (architecture §5); never a stack trace. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return {
            path,
            ...issueCode(issue),
            message: namingTheField(issue, path, error.validationContext),
          } satisfies ErrorDetail;
        });
        const headline = details[0] ?? phrase('request.invalid');
        const body: ApiErrorBody = {
          error: 'VALIDATION_FAILED',
          code: headline.code,
          ...(headline.params ? { params: headline.params } : {}),
          message: headline.message,
          details,
        };
        return reply.code(400).send(body);
      }
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.code(500).send(INTERNAL);
      }
      const failure = databaseFailureResponse(error);
      if (failure) {
        const pgError = pgErrorOf(error);
        if (failure.retryAfterSeconds !== undefined) {
          request.log.warn({ err: error, pgCode: pgError?.code }, 'database unavailable');
          reply.header('retry-after', String(failure.retryAfterSeconds));
        } else {
          request.log.info(
            { pgCode: pgError?.code, constraint: pgError?.constraint },
            'database refused a change',
          );
        }
        return reply.code(failure.status).send(failure.body);
      }
      const multipartFailure = fromMultipartError(error);
      if (multipartFailure) return reply.code(multipartFailure.status).send(multipartFailure.body);
      const status = (error as FastifyError).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        const code = codeForStatus(status);
        return reply.code(status).send({ error: code, code, message: error.message } satisfies ApiErrorBody);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(INTERNAL);
    });
  },
  { name: 'error-handler' },
);
