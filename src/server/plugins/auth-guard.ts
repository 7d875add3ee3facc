import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../modules/auth/auth.context';

/**
 * Resolves the caller from the bearer token and enforces the route's declared access.
 * Identity comes only from the verified token: x-user-id and similar headers are ignored.
 */
export const authGuard = fp(
  async (app) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const routeUrl = request.routeOptions.url;
      if (!routeUrl) return; // 404s: the not-found handler answers
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      if (!access) throw new AppError('FORBIDDEN', 'This route declares no permission');

      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      const requested = request.headers['x-warehouse-id'];
      const warehouseId = typeof requested === 'string' && requested.length > 0 ? requested : undefined;
      const auth = await app.services.auth.authenticate(token, warehouseId);
      if (access !== 'authenticated' && !can(auth.role, access)) {
        throw new AppError('FORBIDDEN', `Your role (${auth.role}) does not allow this action`);
      }
      request.auth = auth;
    });
  },
  { name: 'auth-guard' },
);

// The scheme is case-insensitive (RFC 9110 §11.1): "bearer", "BEARER" and "Bearer" alike.
const bearerToken = (request: FastifyRequest) =>
  /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The caller of a public route that answers more to some roles (health, debug): the verified
 * token's identity, or null for no token or one that does not verify (the public answer then).
 */
export async function optionalAuth(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return await app.services.auth.authenticate(token, undefined);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN'))
      return null;
    throw error;
  }
}

/** The caller of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.auth;
}
