import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { CachedAnswer, type AnswerHeaders } from '../lib/cached-answer';
import type { Clock } from '../lib/clock';
import { negotiateEncoding } from '../lib/http-compression';
import { sharedCache, type Sharing } from '../lib/warehouse-cache';
import type { EventBus } from '../realtime/event-bus';
import { requireAuth } from './auth-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET route's answer as bytes (cached-answers.ts). Only for answers that depend on
     * the warehouse and the query alone, not on who asks within the warehouse.
     */
    sharedAnswer?: Sharing;
  }
}

/** Distinct queries kept per warehouse and route; a few periods or list pages are the norm. */
const ANSWERS_PER_WAREHOUSE = 50;

/**
 * The validated query (defaults applied) with its keys in order: `?a=1&b=2`, `?b=2&a=1` and
 * the defaults spelled out are one answer.
 */
export function queryKey(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

type ReplyHeaders = ReturnType<FastifyReply['getHeaders']>;

/** The headers the handler set (X-Total-Count, X-Next-Cursor, …): those belong to the answer. */
function headersAdded(before: ReplyHeaders, after: ReplyHeaders): AnswerHeaders {
  const added: AnswerHeaders = {};
  for (const [name, value] of Object.entries(after)) {
    if (value !== undefined && value !== before[name]) added[name] = value;
  }
  return added;
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

async function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<Buffer> {
  reply.headers(answer.headers);
  reply.type('application/json; charset=utf-8');
  varyOnEncoding(reply);
  const encoding = negotiateEncoding(request.headers, answer.body.length);
  if (!encoding) return answer.body;
  const body = await answer.bodyIn(encoding);
  // Already compressed: the compression plugin passes it through.
  reply.header('content-encoding', encoding);
  return body;
}

/**
 * Answers of the reads every screen polls (work-order list, dashboard, PM compliance,
 * analytics), kept as the bytes that go on the wire: serialized once, compressed once per
 * encoding, replayed with their headers to every caller of the warehouse until a change clears
 * them (ADR 35). A route opts in with `config.sharedAnswer`; its handler runs on a miss only,
 * once for concurrent misses. Access is checked before (auth guard), so a cached answer never
 * reaches a caller the route would refuse.
 */
export const cachedAnswers = fp<{ clock: Clock; events: EventBus }>(
  async (app, { clock, events }) => {
    app.addHook('onRoute', (route) => {
      const sharing = route.config?.sharedAnswer;
      if (!sharing || route.method !== 'GET') return;
      const answers = sharedCache<CachedAnswer>(sharing, clock, events, { maxKeys: ANSWERS_PER_WAREHOUSE });
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function sharedAnswerHandler(request, reply) {
        const { warehouseId } = requireAuth(request);
        const answer = await answers.get(warehouseId, queryKey(request.query), async () => {
          const before = reply.getHeaders();
          const payload: unknown = await handler.call(this, request, reply);
          if (reply.sent || reply.statusCode !== 200 || payload === undefined) {
            throw new Error(`${route.url}: a shared answer must be a 200 returned by its handler`);
          }
          const body = reply.serialize(payload);
          const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body as ArrayBuffer);
          return new CachedAnswer(bytes, headersAdded(before, reply.getHeaders()));
        });
        return send(request, reply, answer);
      };
    });
  },
  { name: 'cached-answers', dependencies: ['auth-guard'] },
);
