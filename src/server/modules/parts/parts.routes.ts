import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPartsQuerySchema, partSchema } from '../../../shared/schemas/parts';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { parts } = app.services;

  app.get(
    '/api/parts',
    {
      config: { access: 'parts.read' },
      schema: { tags: ['parts'], querystring: listPartsQuerySchema, response: { 200: z.array(partSchema) } },
    },
    async (request, reply) => {
      const page = await parts.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );
};
