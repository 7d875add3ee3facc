import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency.repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * Idempotency-Key on writes (architecture §5): the same key from the same user returns the
 * first answer and changes nothing. The offline queue replays with it, so a request that
 * reached the server before the connection dropped is never applied twice.
 */
export const idempotency = fp<{ db: Database; clock: Clock }>(
  async (app, { db, clock }) => {
    app.decorateRequest('idempotencyKey', null);

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (typeof header !== 'string' || !WRITE_METHODS.has(request.method) || !request.auth) return;
      const key = header.trim();
      if (key.length === 0 || key.length > 255) {
        throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 1 to 255 characters');
      }
      const userId = request.auth.userId;
      const path = request.url.split('?')[0] ?? request.url;
      const requestHash = createHash('sha256')
        .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
        .digest('hex');

      const claim = () => claimIdempotencyKey(db, { userId, key, method: request.method, path, requestHash });
      if (await claim()) {
        request.idempotencyKey = key;
        return;
      }
      const existing = await findIdempotencyKey(db, userId, key);
      const expiredBefore = clock.now().getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000;
      if (!existing || existing.createdAt.getTime() < expiredBefore) {
        await releaseIdempotencyKey(db, userId, key);
        if (await claim()) {
          request.idempotencyKey = key;
          return;
        }
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
      }
      if (existing.requestHash !== requestHash) {
        throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request');
      }
      if (existing.statusCode === null) {
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
      }
      return reply
        .code(existing.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(existing.responseBody ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key || !request.auth) return payload;
      const userId = request.auth.userId;
      if (reply.statusCode >= 500 || (payload !== null && typeof payload !== 'string')) {
        // A failure on our side is not an answer: let the client retry with the same key.
        await releaseIdempotencyKey(db, userId, key);
      } else {
        await storeIdempotentResponse(db, userId, key, reply.statusCode, payload ?? '');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['auth-guard'] },
);
