import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  createMeterSchema,
  createReadingSchema,
  listReadingsQuerySchema,
  meterForecastSchema,
  meterSchema,
  readingSchema,
  updateMeterSchema,
} from '../../../shared/schemas/meters';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** Meters and readings (issue 24): configured with equipment.write, read by anyone who sees equipment. */
export const metersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meters } = app.services;
  const tags = ['meters'];
  const read = { access: 'equipment.read' as const };
  const configure = { access: 'equipment.write' as const };

  app.get(
    '/api/equipment/:id/meters',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(meterSchema) },
      },
    },
    async (request, reply) => {
      const page = await meters.list(requireAuth(request), request.params.id, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/equipment/:id/meters',
    {
      config: configure,
      schema: { tags, params: idParamsSchema, body: createMeterSchema, response: { 201: meterSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await meters.create(requireAuth(request), request.params.id, request.body)),
  );

  app.get(
    '/api/meters/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: meterSchema } } },
    async (request) => meters.get(requireAuth(request), request.params.id),
  );

  app.patch(
    '/api/meters/:id',
    {
      config: configure,
      schema: { tags, params: idParamsSchema, body: updateMeterSchema, response: { 200: meterSchema } },
    },
    async (request) =>
      meters.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/meters/:id',
    { config: configure, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await meters.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/meters/:id/readings',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listReadingsQuerySchema,
        response: { 200: z.array(readingSchema) },
      },
    },
    async (request, reply) => {
      const page = await meters.listReadings(requireAuth(request), request.params.id, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/meters/:id/readings',
    {
      config: { access: 'meters.record' },
      schema: { tags, params: idParamsSchema, body: createReadingSchema, response: { 201: readingSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await meters.addReading(requireAuth(request), request.params.id, request.body, request.occurredAt),
        ),
  );

  app.get(
    '/api/meters/:id/forecast',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: meterForecastSchema } } },
    async (request) => meters.forecast(requireAuth(request), request.params.id),
  );
};
