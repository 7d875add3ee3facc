import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  createLocationSchema,
  listLocationsQuerySchema,
  locationSchema,
  locationTreeNodeSchema,
  updateLocationSchema,
} from '../../../shared/schemas/locations';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList, setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/**
 * Locations are part of the equipment catalogue: whoever reads equipment reads where it stands,
 * whoever edits equipment arranges the tree (supervisors and up).
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations } = app.services;
  const tags = ['locations'];
  const read = { access: 'equipment.read' as const };
  const write = { access: 'equipment.write' as const };

  app.get(
    '/api/locations',
    {
      config: read,
      schema: { tags, querystring: listLocationsQuerySchema, response: { 200: z.array(locationSchema) } },
    },
    async (request, reply) => {
      const page = await locations.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/locations/tree',
    {
      config: read,
      schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(locationTreeNodeSchema) } },
    },
    async (request, reply) => sendWholeList(reply, await locations.tree(requireAuth(request)), request.query),
  );

  app.get(
    '/api/locations/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: locationSchema } } },
    async (request) => locations.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/locations',
    { config: write, schema: { tags, body: createLocationSchema, response: { 201: locationSchema } } },
    async (request, reply) =>
      reply.code(201).send(await locations.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/locations/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updateLocationSchema, response: { 200: locationSchema } },
    },
    async (request) =>
      locations.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/locations/:id',
    { config: write, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await locations.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );
};
