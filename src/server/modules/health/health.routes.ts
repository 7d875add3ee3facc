import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/schemas/health';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-failure';

/**
 * Liveness for load balancers: no secrets, no configuration, only whether this instance can
 * reach its database (else 503), and whether it works alone because Redis is away
 * (`degraded`, still 200: it serves, and taking every instance out of rotation during a Redis
 * outage would turn it into a full one).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  redisReachable?: (() => boolean) | undefined;
  version: string;
}> = async (app, { redisReachable, version }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const timestamp = new Date().toISOString();
      const uptime = Math.round(process.uptime());
      if (!(await app.services.health.databaseReachable())) {
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, version, uptime, timestamp });
      }
      const status = redisReachable && !redisReachable() ? ('degraded' as const) : ('ok' as const);
      return { status, version, uptime, timestamp };
    },
  );
};
