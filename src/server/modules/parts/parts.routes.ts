import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  createPartSchema,
  listPartsQuerySchema,
  partSchema,
  partsSummarySchema,
  stockAdjustmentSchema,
  stockMovementSchema,
  updatePartSchema,
} from '../../../shared/schemas/parts';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { parts } = app.services;
  const tags = ['parts'];
  const read = { access: 'parts.read' as const };
  const write = { access: 'parts.write' as const };

  app.get(
    '/api/parts',
    {
      config: read,
      schema: { tags, querystring: listPartsQuerySchema, response: { 200: z.array(partSchema) } },
    },
    async (request, reply) => {
      const page = await parts.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/parts/summary',
    { config: read, schema: { tags, response: { 200: partsSummarySchema } } },
    async (request) => parts.summary(requireAuth(request)),
  );

  app.get(
    '/api/parts/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: partSchema } } },
    async (request) => parts.get(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/parts/:id/movements',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(stockMovementSchema) },
      },
    },
    async (request, reply) => {
      const page = await parts.movements(requireAuth(request), request.params.id, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/parts',
    { config: write, schema: { tags, body: createPartSchema, response: { 201: partSchema } } },
    async (request, reply) => reply.code(201).send(await parts.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/parts/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updatePartSchema, response: { 200: partSchema } },
    },
    async (request) =>
      parts.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.post(
    '/api/parts/:id/adjustments',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: stockAdjustmentSchema,
        response: { 201: stockMovementSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await parts.adjust(requireAuth(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/parts/:id',
    { config: { access: 'parts.delete' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await parts.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );
};
