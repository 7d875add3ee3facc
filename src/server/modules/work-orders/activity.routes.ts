import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  checklistItemSchema,
  createChecklistItemSchema,
  createLaborEntrySchema,
  createPartsUsageSchema,
  laborEntrySchema,
  partsUsageSchema,
  updateChecklistItemSchema,
} from '../../../shared/schemas/work-order-activity';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/**
 * Checklist, parts usage and labour of a work order: the offline-replay paths of core §7.
 * Technicians reach the writes through workOrders.updateAssigned; the services check the
 * order is theirs.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checklist, partsUsage, labor } = app.services;
  const tags = ['work-orders'];
  const read = { access: 'workOrders.read' as const };
  const work = { access: 'workOrders.updateAssigned' as const };
  const noContent = { 204: z.null() };

  app.get(
    '/api/work-orders/:id/checklist',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(checklistItemSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(reply, await checklist.list(requireAuth(request), request.params.id), request.query),
  );
  app.post(
    '/api/work-orders/:id/checklist',
    {
      config: work,
      schema: {
        tags,
        params: idParamsSchema,
        body: createChecklistItemSchema,
        response: { 201: checklistItemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await checklist.add(requireAuth(request), request.params.id, request.body)),
  );
  app.patch(
    '/api/work-orders/checklist/:id',
    {
      config: work,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateChecklistItemSchema,
        response: { 200: checklistItemSchema },
      },
    },
    async (request) =>
      checklist.update(
        requireAuth(request),
        request.params.id,
        request.body,
        expectedVersion(request),
        request.occurredAt,
      ),
  );
  app.delete(
    '/api/work-orders/checklist/:id',
    { config: work, schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await checklist.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/work-orders/:id/parts-usage',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(partsUsageSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(reply, await partsUsage.list(requireAuth(request), request.params.id), request.query),
  );
  app.post(
    '/api/work-orders/:id/parts-usage',
    {
      config: work,
      schema: {
        tags,
        params: idParamsSchema,
        body: createPartsUsageSchema,
        response: { 201: partsUsageSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await partsUsage.record(requireAuth(request), request.params.id, request.body, request.occurredAt),
        ),
  );
  app.delete(
    '/api/work-orders/parts-usage/:id',
    { config: work, schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await partsUsage.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/work-orders/:id/labor',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(laborEntrySchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(reply, await labor.list(requireAuth(request), request.params.id), request.query),
  );
  app.post(
    '/api/work-orders/:id/labor',
    {
      config: work,
      schema: {
        tags,
        params: idParamsSchema,
        body: createLaborEntrySchema,
        response: { 201: laborEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await labor.log(requireAuth(request), request.params.id, request.body, request.occurredAt)),
  );
  app.post(
    '/api/work-orders/labor/:id/stop',
    { config: work, schema: { tags, params: idParamsSchema, response: { 200: laborEntrySchema } } },
    async (request) => labor.stop(requireAuth(request), request.params.id, request.occurredAt),
  );
  app.delete(
    '/api/work-orders/labor/:id',
    { config: work, schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await labor.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
