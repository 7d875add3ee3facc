import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-failure';

const livenessSchema = z.object({ status: z.enum(['ok', 'unavailable']), timestamp: z.string() });

/**
 * Liveness for load balancers: no secrets, no configuration, only whether this instance
 * can reach its database.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: livenessSchema, 503: livenessSchema } },
    },
    async (_request, reply) => {
      const timestamp = new Date().toISOString();
      if (await app.services.health.databaseReachable()) return { status: 'ok' as const, timestamp };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, timestamp });
    },
  );
};
