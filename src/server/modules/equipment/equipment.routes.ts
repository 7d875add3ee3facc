import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  assetTagParamsSchema,
  breadcrumbStepSchema,
  createEquipmentSchema,
  equipmentSchema,
  listEquipmentQuerySchema,
  qrQuerySchema,
  updateEquipmentSchema,
} from '../../../shared/schemas/equipment';
import { timelineEntrySchema } from '../../../shared/schemas/work-order-activity';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList, setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { equipment } = app.services;
  const tags = ['equipment'];
  const read = { access: 'equipment.read' as const };
  const write = { access: 'equipment.write' as const };

  app.get(
    '/api/equipment',
    {
      config: read,
      schema: { tags, querystring: listEquipmentQuerySchema, response: { 200: z.array(equipmentSchema) } },
    },
    async (request, reply) => {
      const page = await equipment.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/equipment/asset/:assetTag',
    { config: read, schema: { tags, params: assetTagParamsSchema, response: { 200: equipmentSchema } } },
    async (request) => equipment.getByAssetTag(requireAuth(request), request.params.assetTag),
  );

  app.get(
    '/api/equipment/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: equipmentSchema } } },
    async (request) => equipment.get(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/equipment/:id/qr',
    { config: read, schema: { tags, params: idParamsSchema, querystring: qrQuerySchema } },
    async (request, reply) => {
      const image = await equipment.qrCode(requireAuth(request), request.params.id, request.query.format);
      return reply.type(image.type).header('cache-control', 'private, max-age=300').send(image.body);
    },
  );

  app.get(
    '/api/equipment/:id/children',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(equipmentSchema) },
      },
    },
    async (request, reply) => {
      const page = await equipment.children(requireAuth(request), request.params.id, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/equipment/:id/breadcrumb',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(breadcrumbStepSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(
        reply,
        await equipment.breadcrumb(requireAuth(request), request.params.id),
        request.query,
      ),
  );

  app.get(
    '/api/equipment/:id/history',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(timelineEntrySchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(reply, await equipment.history(requireAuth(request), request.params.id), request.query),
  );

  app.post(
    '/api/equipment',
    { config: write, schema: { tags, body: createEquipmentSchema, response: { 201: equipmentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await equipment.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/equipment/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEquipmentSchema,
        response: { 200: equipmentSchema },
      },
    },
    async (request) =>
      equipment.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/equipment/:id',
    { config: { access: 'equipment.delete' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await equipment.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );
};
