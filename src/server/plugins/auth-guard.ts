import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, type Permission } from '../../shared/permissions';
import { phrase } from '../../shared/i18n/error-texts';
import type { Phrase } from '../../shared/i18n/said';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../modules/auth/auth.context';
import { API_KEY_RATE_LIMIT_PER_MINUTE } from '../../shared/schemas/api-keys';
import { isApiKeySecret } from '../modules/integrations/api-keys/api-key-secret';

/**
 * Resolves the caller from the bearer token and enforces the route's declared access.
 * Identity comes only from the verified token: x-user-id and similar headers are ignored.
 */
export const authGuard = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    const keyLimit = app.createRateLimit({
      max: API_KEY_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-key:${request.auth?.apiKey?.id ?? ''}`,
    });

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const routeUrl = request.routeOptions.url;
      if (!routeUrl) return; // 404s: the not-found handler answers
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      if (!access) throw new AppError('FORBIDDEN', phrase('access.noPermissionDeclared'));

      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', phrase('access.signInToContinue'));
      const requested = request.headers['x-warehouse-id'];
      const warehouseId = typeof requested === 'string' && requested.length > 0 ? requested : undefined;
      const auth = await authenticate(app, request, token, warehouseId);
      if (auth.apiKey && access === 'authenticated') {
        throw new AppError('FORBIDDEN', phrase('access.apiKeyOwnAccountRoute'));
      }
      if (access !== 'authenticated' && !can(auth, access))
        throw new AppError('FORBIDDEN', refusal(auth, access));
      request.auth = auth;
      if (auth.apiKey) {
        const limit = await keyLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          const seconds = Math.max(1, Math.ceil(limit.ttl / 1000));
          throw new AppError(
            'RATE_LIMITED',
            phrase('rateLimit.apiKey', { max: API_KEY_RATE_LIMIT_PER_MINUTE, seconds }),
            { headers: { 'retry-after': String(seconds) } },
          );
        }
      }
    });
  },
  { name: 'auth-guard' },
);

/** A session's access token, or an API key (`fwk_…`): the same header carries both. */
function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  warehouseId: string | undefined,
) {
  return isApiKeySecret(token)
    ? app.services.apiKeys.authenticate(token, warehouseId, request.ip)
    : app.services.auth.authenticate(token, warehouseId);
}

/** Why the caller may not: their role, or for a key its creator's role or its scopes. */
function refusal(auth: AuthContext, access: Permission): Phrase {
  if (!can(auth.role, access)) {
    return phrase(auth.apiKey ? 'access.keyCreatorRoleForbids' : 'access.roleForbids', { role: auth.role });
  }
  return phrase('access.keyScopesForbid', { scopes: auth.apiKey?.scopes.join(', ') ?? '' });
}

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
    return await authenticate(app, request, token, undefined);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN'))
      return null;
    throw error;
  }
}

/** The caller of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', phrase('access.signInToContinue'));
  return request.auth;
}
