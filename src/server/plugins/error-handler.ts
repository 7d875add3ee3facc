import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';
import { AppError } from '../lib/app-error';
import { pgErrorOf, type PgError } from '../lib/pg-errors';

/** Database refusals a service did not turn into its own message: still a 4xx, never a 500. */
function fromPgError(error: PgError): { status: number; body: ApiErrorBody } | undefined {
  switch (error.code) {
    case '23505':
      return {
        status: 409,
        body: { error: 'CONFLICT', message: 'A record with these values already exists' },
      };
    case '23503':
      return {
        status: 409,
        body: { error: 'CONFLICT', message: 'A linked record does not exist or is still in use' },
      };
    case '23514':
      return {
        status: 409,
        body: {
          error: 'CONFLICT',
          message: 'The change would break a rule of the data (e.g. a negative stock level)',
        },
      };
    case '22P02':
    case '22007':
    case '22008':
      return { status: 400, body: { error: 'VALIDATION_FAILED', message: 'A value has the wrong format' } };
    case '40001':
    case '40P01':
      return {
        status: 409,
        body: { error: 'CONFLICT', message: 'The record changed while saving. Try again.' },
      };
    default:
      return undefined;
  }
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

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Try again; if it keeps happening, tell your administrator.';

/** One JSON error shape for every failure (architecture §5); never a stack trace. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        }));
        const body: ApiErrorBody = {
          error: 'VALIDATION_FAILED',
          message: details[0]?.message ?? 'The request is not valid',
          details,
        };
        return reply.code(400).send(body);
      }
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.code(500).send({ error: 'INTERNAL', message: INTERNAL_MESSAGE } satisfies ApiErrorBody);
      }
      const pgError = pgErrorOf(error);
      if (pgError) {
        const mapped = fromPgError(pgError);
        if (mapped) {
          request.log.info(
            { pgCode: pgError.code, constraint: pgError.constraint },
            'database refused a change',
          );
          return reply.code(mapped.status).send(mapped.body);
        }
      }
      const status = (error as FastifyError).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return reply
          .code(status)
          .send({ error: codeForStatus(status), message: error.message } satisfies ApiErrorBody);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ error: 'INTERNAL', message: INTERNAL_MESSAGE } satisfies ApiErrorBody);
    });
  },
  { name: 'error-handler' },
);
