import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  createVendorSchema,
  listVendorsQuerySchema,
  updateVendorSchema,
  vendorSchema,
} from '../../../shared/schemas/vendors';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vendors } = app.services;
  const tags = ['vendors'];
  const read = { access: 'vendors.read' as const };
  const write = { access: 'vendors.write' as const };

  app.get(
    '/api/vendors',
    {
      config: read,
      schema: { tags, querystring: listVendorsQuerySchema, response: { 200: z.array(vendorSchema) } },
    },
    async (request, reply) => {
      const page = await vendors.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/vendors/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: vendorSchema } } },
    async (request) => vendors.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/vendors',
    { config: write, schema: { tags, body: createVendorSchema, response: { 201: vendorSchema } } },
    async (request, reply) => reply.code(201).send(await vendors.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/vendors/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updateVendorSchema, response: { 200: vendorSchema } },
    },
    async (request) =>
      vendors.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/vendors/:id',
    { config: { access: 'vendors.delete' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await vendors.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );
};
