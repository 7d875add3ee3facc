import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError } from '../../lib/app-error';
import { optionalAuth } from '../../plugins/auth-guard';

/** Compared as digests so neither the length nor the content leaks through timing. */
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const bearerValue = (authorization: string | undefined) =>
  /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];

/**
 * Prometheus scrape endpoint: the configured METRICS_TOKEN (for the scraper) or an admin's
 * token. Declared public so the guard lets it through to its own check, which accepts a value
 * that is not a JWT.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ metricsToken: string | undefined }> = async (
  app,
  { metricsToken },
) => {
  app.get(
    '/metrics',
    { config: { access: 'public' }, schema: { tags: ['admin'], hide: true } },
    async (request, reply) => {
      const token = bearerValue(request.headers.authorization);
      if (!token) {
        throw new AppError('UNAUTHENTICATED', phrase('admin.metricsTokenMissing'));
      }
      const scraper = metricsToken !== undefined && sameSecret(token, metricsToken);
      if (!scraper) {
        const caller = await optionalAuth(app, request);
        if (!caller) throw new AppError('UNAUTHENTICATED', phrase('admin.metricsTokenInvalid'));
        // Only admins (an API key of an admin needs its `admin` scope): the figures describe the
        // whole installation, not one warehouse.
        if (caller.role !== 'admin' || (caller.apiKey && !caller.apiKey.scopes.includes('admin'))) {
          throw new AppError('FORBIDDEN', phrase('admin.metricsAdminsOnly', { role: caller.role }));
        }
      }
      const { registry } = app.measurement.prometheus;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
