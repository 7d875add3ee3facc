import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushEndpointSchema,
  pushSubscriptionSchema,
  savedPushSubscriptionSchema,
  vapidPublicKeySchema,
} from '../../../shared/schemas/notifications';
import { requireAuth } from '../../plugins/auth-guard';

const own = { config: { access: 'authenticated' as const } };
const tags = ['push'];

/** This device's web push subscription, always the signed-in user's own (ADR 20). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app.services;

  app.get(
    '/api/push-subscriptions/public-key',
    { ...own, schema: { tags, response: { 200: vapidPublicKeySchema } } },
    async () => push.publicKey(),
  );

  app.post(
    '/api/push-subscriptions',
    {
      ...own,
      schema: {
        tags,
        body: pushSubscriptionSchema,
        response: { 200: savedPushSubscriptionSchema, 201: savedPushSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const { subscription, created } = await push.subscribe(requireAuth(request), request.body);
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  app.delete(
    '/api/push-subscriptions',
    { ...own, schema: { tags, body: pushEndpointSchema } },
    async (request, reply) => {
      await push.unsubscribe(requireAuth(request), request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
