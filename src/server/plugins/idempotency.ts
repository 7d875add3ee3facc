import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import type { ApiErrorBody } from '../../shared/errors';
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from '../../shared/schemas/common';
import { runInAmbientTransaction } from '../db/ambient-transaction';
import type { Database } from '../db/client';
import { openTransaction, type OpenTransaction } from '../db/open-transaction';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { isWriteMethod } from '../lib/write-methods';
import { pgErrorOf } from '../lib/pg-errors';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
  type IdempotencyRow,
  type NewIdempotencyRow,
} from './idempotency.repository';

/** Answers that depend on the moment, not on the request: a retry must be tried again. */
const NOT_REPLAYED = new Set([401, 408, 429]);
/** How long a retry waits for the first request with its key to finish before answering 409. */
const CLAIM_WAIT = '5s';

interface IdempotentCall {
  userId: string;
  key: string;
  /** The row this request claims: method, path and the hash of what it sends. */
  claim: NewIdempotencyRow | null;
  transaction: OpenTransaction | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotentCall | null;
    /** What identifies a body the JSON hash cannot see (an upload's bytes): set by the route. */
    idempotencyContent: string | null;
  }
}

const stillProcessing = () =>
  new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');

/**
 * Idempotency-Key on writes (architecture §5): the same key from the same user returns the
 * first answer and changes nothing. The key is claimed inside a transaction that the whole
 * request runs in (services' own transactions become savepoints), and the answer is stored in
 * it before it commits: the claim, the change and the answer commit together or not at all.
 * So a retry after a crash either replays the committed answer or performs the write: exactly
 * once (ADR 23). A second request with the same key waits for the first to finish.
 */
export const idempotency = fp<{ db: Database; clock: Clock }>(
  async (app, { db, clock }) => {
    app.decorateRequest('idempotency', null);
    app.decorateRequest('idempotencyContent', null);

    app.addHook('preHandler', async (request) => {
      const header = request.headers['idempotency-key'];
      if (typeof header !== 'string' || !isWriteMethod(request.method) || !request.auth) return;
      const key = idempotencyKeySchema.safeParse(header);
      if (!key.success) throw new AppError('VALIDATION_FAILED', IDEMPOTENCY_KEY_MESSAGE);
      request.idempotency = { userId: request.auth.userId, key: key.data, claim: null, transaction: null };
    });

    const requestHash = (request: FastifyRequest) =>
      createHash('sha256')
        .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
        .update(`\n${request.idempotencyContent ?? ''}`)
        .digest('hex');

    const replay = (reply: FastifyReply, row: IdempotencyRow) =>
      reply
        .code(row.statusCode ?? 200)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(row.responseBody ?? '');

    /** The stored answer to this key, if one may be replayed; undefined when the write must run. */
    async function earlierAnswer(call: IdempotentCall, hash: string): Promise<IdempotencyRow | undefined> {
      const existing = await findIdempotencyKey(db, call.userId, call.key);
      if (!existing) return undefined;
      const expiredBefore = clock.now().getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000;
      // A row without an answer was left by a version that claimed keys before the write.
      if (existing.createdAt.getTime() < expiredBefore || existing.statusCode === null) {
        await releaseIdempotencyKey(db, call.userId, call.key);
        return undefined;
      }
      if (existing.requestHash !== hash) {
        throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request');
      }
      return existing;
    }

    /** The request's transaction holding the claim; null when another request got there first. */
    async function claimInTransaction(row: NewIdempotencyRow): Promise<OpenTransaction | null> {
      const transaction = await openTransaction(db);
      try {
        await transaction.ambient.tx.execute(sql.raw(`set local lock_timeout = '${CLAIM_WAIT}'`));
        if (await claimIdempotencyKey(transaction.ambient.tx, row)) return transaction;
        await transaction.rollback();
        return null;
      } catch (error) {
        await transaction.rollback();
        if (pgErrorOf(error)?.code === '55P03') throw stillProcessing();
        throw error;
      }
    }

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some(isWriteMethod)) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function idempotentHandler(request, reply) {
        const call = request.idempotency;
        if (!call) return handler.call(this, request, reply);
        const hash = requestHash(request);
        call.claim = {
          userId: call.userId,
          key: call.key,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          requestHash: hash,
          createdAt: clock.now(),
        };
        // Claim first (the usual case: a key never seen); only a key already taken is looked up.
        call.transaction = await claimInTransaction(call.claim);
        if (!call.transaction) {
          const earlier = await earlierAnswer(call, hash);
          if (earlier) return replay(reply, earlier);
          // The earlier claim was left unanswered (or expired) and has just been cleared.
          call.transaction = await claimInTransaction(call.claim);
          if (!call.transaction) throw stillProcessing();
        }
        return runInAmbientTransaction(call.transaction.ambient, () => handler.call(this, request, reply));
      };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const call = request.idempotency;
      const transaction = call?.transaction;
      if (!call || !transaction) return payload;
      call.transaction = null;
      const status = reply.statusCode;
      const body = typeof payload === 'string' ? payload : '';
      if (status < 400) {
        try {
          await storeIdempotentResponse(transaction.ambient.tx, call.userId, call.key, status, body);
          await transaction.commit();
          return payload;
        } catch (error) {
          await transaction.rollback();
          request.log.error({ err: error }, 'an idempotent write could not commit');
          reply.code(503).header('retry-after', '5').type('application/json; charset=utf-8');
          const failed: ApiErrorBody = {
            error: 'UNAVAILABLE',
            code: 'UNAVAILABLE',
            message:
              'The change could not be confirmed. Send it again with the same Idempotency-Key: it is applied once.',
          };
          return JSON.stringify(failed);
        }
      }
      await transaction.rollback();
      // A refused request is answered the same on retry: its claim is stored on its own.
      if (status < 500 && !NOT_REPLAYED.has(status) && call.claim) {
        const stored = await claimIdempotencyKey(db, {
          ...call.claim,
          statusCode: status,
          responseBody: body,
        });
        if (!stored) request.log.warn({ key: call.key }, 'a refused idempotent request was answered twice');
      }
      return payload;
    });

    // A request that ends without a response (aborted, timed out) must not hold its transaction.
    const abandon = async (request: FastifyRequest) => {
      const call = request.idempotency;
      const transaction = call?.transaction;
      if (!call || !transaction) return;
      call.transaction = null;
      await transaction.rollback();
    };
    app.addHook('onRequestAbort', abandon);
    app.addHook('onTimeout', abandon);
    app.addHook('onResponse', abandon);
  },
  { name: 'idempotency', dependencies: ['auth-guard'] },
);
