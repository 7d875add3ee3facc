import fp from 'fastify-plugin';
import { OCCURRED_AT_FORMAT_MESSAGE, OCCURRED_AT_HEADER, parseOccurredAt } from '../../shared/occurred-at';
import { AppError } from '../lib/app-error';
import { isWriteMethod } from '../lib/write-methods';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * When the write says it happened (`Occurred-At`), as sent; null without the header. Services
     * that record a time resolve it against now and the record (resolveOccurredAt).
     */
    occurredAt: Date | null;
  }
}

const malformed = () =>
  new AppError('VALIDATION_FAILED', OCCURRED_AT_FORMAT_MESSAGE, {
    details: [{ path: OCCURRED_AT_HEADER, message: 'Use an RFC 3339 time such as 2026-11-28T12:00:05Z' }],
  });

/**
 * The one place the `Occurred-At` header is read (issue 22): on every write, before its body
 * is validated and before an Idempotency-Key is claimed, so a malformed time is a 400 that a
 * corrected retry with the same key can still follow. Reads ignore it.
 */
export const occurredAt = fp(
  async (app) => {
    app.decorateRequest('occurredAt', null);
    app.addHook('preValidation', async (request) => {
      if (!isWriteMethod(request.method)) return;
      const header = request.headers['occurred-at'];
      if (header === undefined) return;
      const claimed = typeof header === 'string' ? parseOccurredAt(header) : null;
      if (!claimed) throw malformed();
      request.occurredAt = claimed;
    });
  },
  { name: 'occurred-at', dependencies: ['auth-guard'] },
);
