import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../../shared/permissions';
import { healthResponseSchema, type HealthDetails } from '../../../shared/schemas/health';
import type { Config } from '../../config';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-failure';
import { optionalAuth } from '../../plugins/auth-guard';
import { healthDetails } from './health-details';

/**
 * Liveness for load balancers: no secrets, no configuration, only whether this instance can
 * reach its database (else 503), and whether it works alone because Redis is away
 * (`degraded`, still 200: it serves, and taking every instance out of rotation during a Redis
 * outage would turn it into a full one). A manager's or admin's token gets the details.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  redisReachable?: (() => boolean) | undefined;
  config: Config;
}> = async (app, { redisReachable, config }) => {
  const version = config.build.version;
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (request, reply) => {
      const timestamp = new Date().toISOString();
      const uptime = Math.round(process.uptime());
      const latencyMs = await app.services.health.databaseLatencyMs();
      if (latencyMs === null) {
        // Without the database no token can be verified: the public answer.
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, version, uptime, timestamp });
      }
      const redisUp = redisReachable ? redisReachable() : undefined;
      const status = redisUp === false ? ('degraded' as const) : ('ok' as const);
      const health = { status, version, uptime, timestamp };
      const caller = await optionalAuth(app, request);
      if (!caller || !can(caller, 'admin.read')) return health;
      const redis: HealthDetails['redis'] =
        redisUp === undefined ? 'not configured' : redisUp ? 'connected' : 'unreachable';
      return healthDetails(app, caller, { health, config, latencyMs, redis });
    },
  );
};
