import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  closeDowntimeSchema,
  createDowntimeReasonSchema,
  createDowntimeSchema,
  downtimeReasonSchema,
  downtimeSchema,
  listDowntimeQuerySchema,
  updateDowntimeReasonSchema,
  updateDowntimeSchema,
} from '../../../shared/schemas/downtime';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const downtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { downtime, downtimeReasons } = app.services;
  const tags = ['downtime'];
  const read = { access: 'equipment.read' as const };
  const write = { access: 'downtime.write' as const };
  const manage = { access: 'settings.manage' as const };

  app.get(
    '/api/downtime',
    {
      config: read,
      schema: { tags, querystring: listDowntimeQuerySchema, response: { 200: z.array(downtimeSchema) } },
    },
    async (request, reply) => {
      const page = await downtime.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/downtime/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: downtimeSchema } } },
    async (request) => downtime.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/downtime',
    { config: write, schema: { tags, body: createDowntimeSchema, response: { 201: downtimeSchema } } },
    async (request, reply) => reply.code(201).send(await downtime.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/downtime/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updateDowntimeSchema, response: { 200: downtimeSchema } },
    },
    async (request) =>
      downtime.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.post(
    '/api/downtime/:id/close',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: closeDowntimeSchema, response: { 200: downtimeSchema } },
    },
    async (request) =>
      downtime.close(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/downtime/:id',
    { config: write, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await downtime.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/downtime-reasons',
    {
      config: read,
      schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(downtimeReasonSchema) } },
    },
    async (request, reply) => {
      const page = await downtimeReasons.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/downtime-reasons',
    {
      config: manage,
      schema: { tags, body: createDowntimeReasonSchema, response: { 201: downtimeReasonSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await downtimeReasons.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/downtime-reasons/:id',
    {
      config: manage,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateDowntimeReasonSchema,
        response: { 200: downtimeReasonSchema },
      },
    },
    async (request) =>
      downtimeReasons.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );
};
