import type { FastifyRequest } from 'fastify';

/** Where a request came from, for audit rows, sessions and sign-in throttling. */
export interface RequestMeta {
  ipAddress?: string;
  userAgent?: string;
  requestId?: string;
}

/** The request's client address (as TRUST_PROXY allows), user agent and id. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ipAddress: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    requestId: request.id,
  };
}
