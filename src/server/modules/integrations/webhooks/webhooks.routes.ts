import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../../shared/schemas/common';
import {
  createWebhookEndpointSchema,
  listWebhookDeliveriesQuerySchema,
  updateWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookEventTypesSchema,
} from '../../../../shared/schemas/webhooks';
import { expectedVersion } from '../../../lib/if-match';
import { sendWholeList, setPageHeaders } from '../../../lib/page-headers';
import { requireAuth } from '../../../plugins/auth-guard';

/** Administration → Webhooks (issue 28 §3): endpoints, their secrets and delivery logs. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;
  const tags = ['webhooks'];
  const config = { access: 'integrations.manage' as const };

  app.get(
    '/api/webhooks/event-types',
    { config, schema: { tags, response: { 200: webhookEventTypesSchema } } },
    async () => ({ eventTypes: [...WEBHOOK_EVENT_TYPES] }),
  );

  app.get(
    '/api/webhooks',
    {
      config,
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: z.array(webhookEndpointSchema) },
      },
    },
    async (request, reply) => sendWholeList(reply, await webhooks.list(requireAuth(request)), request.query),
  );

  app.post(
    '/api/webhooks',
    {
      config,
      schema: { tags, body: createWebhookEndpointSchema, response: { 201: webhookEndpointWithSecretSchema } },
    },
    async (request, reply) => reply.code(201).send(await webhooks.create(requireAuth(request), request.body)),
  );

  app.get(
    '/api/webhooks/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: webhookEndpointSchema } } },
    async (request) => webhooks.get(requireAuth(request), request.params.id),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateWebhookEndpointSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) =>
      webhooks.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/webhooks/:id',
    { config, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await webhooks.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/webhooks/:id/rotate-secret',
    { config, schema: { tags, params: idParamsSchema, response: { 200: webhookEndpointWithSecretSchema } } },
    async (request) => webhooks.rotateSecret(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listWebhookDeliveriesQuerySchema,
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    async (request, reply) => {
      const page = await webhooks.deliveries(requireAuth(request), request.params.id, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config,
      schema: { tags, params: webhookDeliveryParamsSchema, response: { 202: webhookDeliverySchema } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await webhooks.redeliver(requireAuth(request), request.params.id, request.params.deliveryId)),
  );
};
