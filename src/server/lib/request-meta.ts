import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/auth/auth.service';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ipAddress: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    requestId: request.id,
  };
}
