import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websocketStatsSchema } from '../../shared/schemas/notifications';
import { requireAuth } from '../plugins/auth-guard';

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/websocket/stats',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['realtime'], response: { 200: websocketStatsSchema } },
    },
    async (request) => app.realtime.stats(requireAuth(request).userId),
  );
};
