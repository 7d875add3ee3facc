import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, listAuditQuerySchema } from '../../../shared/schemas/audit';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** Who changed what and when, across the admin's warehouses (issue 9). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.services;
  app.get(
    '/api/audit',
    {
      config: { access: 'audit.read' },
      schema: {
        tags: ['audit'],
        querystring: listAuditQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      const page = await audit.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );
};
