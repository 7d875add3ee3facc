import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  listApiKeysQuerySchema,
} from '../../../../shared/schemas/api-keys';
import { idParamsSchema } from '../../../../shared/schemas/common';
import { requestMeta } from '../../../lib/request-meta';
import { setPageHeaders } from '../../../lib/page-headers';
import { requireAuth } from '../../../plugins/auth-guard';

/** Administration → API keys (issue 28 §2). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiKeys } = app.services;
  const tags = ['integrations'];
  const config = { access: 'integrations.manage' as const };

  app.get(
    '/api/api-keys',
    {
      config,
      schema: { tags, querystring: listApiKeysQuerySchema, response: { 200: z.array(apiKeySchema) } },
    },
    async (request, reply) => {
      const page = await apiKeys.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/api-keys',
    {
      config,
      schema: {
        tags,
        description: 'Creates a key. The answer carries its secret, which is never shown again.',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await apiKeys.create(requireAuth(request), request.body, requestMeta(request))),
  );

  app.post(
    '/api/api-keys/:id/revoke',
    { config, schema: { tags, params: idParamsSchema, response: { 200: apiKeySchema } } },
    async (request) => apiKeys.revoke(requireAuth(request), request.params.id, requestMeta(request)),
  );
};
