import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  listNotificationsQuerySchema,
  notificationPreferenceSchema,
  notificationSchema,
  readAllResultSchema,
  testNotificationSchema,
} from '../../../shared/schemas/notifications';
import { requireAuth } from '../../plugins/auth-guard';
import { sendWholeList, setPageHeaders } from '../../lib/page-headers';

const own = { config: { access: 'authenticated' as const } };
const tags = ['notifications'];

/** Everything here acts on the caller's own notifications and preferences only. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    '/api/notifications',
    {
      ...own,
      schema: {
        tags,
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

  app.patch(
    '/api/notifications/:id/read',
    { ...own, schema: { tags, params: idParamsSchema, response: { 200: notificationSchema } } },
    async (request) => notifications.markRead(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    { ...own, schema: { tags, response: { 200: readAllResultSchema } } },
    async (request) => notifications.markAllRead(requireAuth(request)),
  );

  app.post(
    '/api/notifications/test',
    { ...own, schema: { tags, body: testNotificationSchema, response: { 201: notificationSchema } } },
    async (request, reply) => {
      reply.code(201);
      return notifications.sendTest(requireAuth(request), request.body);
    },
  );

  app.get(
    '/api/notification-preferences',
    {
      ...own,
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: z.array(notificationPreferenceSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(reply, await notifications.preferences(requireAuth(request)), request.query),
  );

  app.put(
    '/api/notification-preferences',
    {
      ...own,
      schema: { tags, body: notificationPreferenceSchema, response: { 200: notificationPreferenceSchema } },
    },
    async (request) => notifications.savePreference(requireAuth(request), request.body),
  );
};
