import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMailQuerySchema, mailMessageSchema } from '../../../shared/schemas/mail';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** Administration → Mail log: every mail and what became of it (issue 23). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app.services;
  app.get(
    '/api/admin/mail',
    {
      config: { access: 'mail.read' },
      schema: {
        tags: ['admin'],
        querystring: listMailQuerySchema,
        response: { 200: z.array(mailMessageSchema) },
      },
    },
    async (request, reply) => {
      const page = await mail.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );
};
