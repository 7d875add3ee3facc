import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotificationsQuerySchema, notificationSchema } from '../../../shared/schemas/notifications';
import { requireAuth } from '../../plugins/auth-guard';
import { setPageHeaders } from '../../lib/page-headers';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        querystring: listNotificationsQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => {
      const page = await notifications.listMine(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      reply.header('x-unread-count', String(page.unread));
      return page.items;
    },
  );
};
