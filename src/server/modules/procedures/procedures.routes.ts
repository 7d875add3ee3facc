import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, ifMatchHeadersSchema } from '../../../shared/schemas/common';
import {
  listProceduresQuerySchema,
  procedureInputSchema,
  procedureListItemSchema,
  procedureSchema,
  procedureVersionParamsSchema,
  procedureVersionSchema,
} from '../../../shared/schemas/procedures';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const proceduresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { procedures } = app.services;
  const tags = ['procedures'];
  const read = { access: 'procedures.read' as const };
  const write = { access: 'procedures.write' as const };

  app.get(
    '/api/procedures',
    {
      config: read,
      schema: {
        tags,
        querystring: listProceduresQuerySchema,
        response: { 200: z.array(procedureListItemSchema) },
      },
    },
    async (request, reply) => {
      const page = await procedures.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/procedures/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: procedureSchema } } },
    async (request) => procedures.get(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/procedures/:id/versions/:n',
    {
      config: read,
      schema: { tags, params: procedureVersionParamsSchema, response: { 200: procedureVersionSchema } },
    },
    async (request) => procedures.version(requireAuth(request), request.params.id, request.params.n),
  );

  app.post(
    '/api/procedures',
    { config: write, schema: { tags, body: procedureInputSchema, response: { 201: procedureSchema } } },
    async (request, reply) =>
      reply.code(201).send(await procedures.create(requireAuth(request), request.body)),
  );

  app.put(
    '/api/procedures/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema('the procedure'),
        body: procedureInputSchema,
        response: { 200: procedureSchema },
      },
    },
    async (request) =>
      procedures.publish(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );
};
