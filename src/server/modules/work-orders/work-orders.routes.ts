import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORK_ORDER_PAGES_SHARING } from './work-orders.service';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import { timelineEntrySchema } from '../../../shared/schemas/work-order-activity';
import {
  createWorkOrderSchema,
  listWorkOrdersQuerySchema,
  nextFoNumberSchema,
  updateWorkOrderSchema,
  workOrderSchema,
} from '../../../shared/schemas/work-orders';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList, setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** What the list's headers mean (ADR 34), for the OpenAPI document. */
const LIST_HEADERS = [
  'The matching orders, a page at a time. `X-Total-Count`: how many match, counted on the first page',
  '(with no `cursor`) and carried by the cursor to every next page, so all pages of one walk agree.',
  'Filters on status, priority and type only are counted exactly whatever their size; any other filter',
  'is counted up to LIST_COUNT_LIMIT matches (default 1,000), and past it `X-Total-Count` is that',
  'number and `X-Total-Count-Relation: gte` says the list holds at least that many.',
  '`X-Next-Cursor`: the cursor of the next page, absent on the last.',
].join(' ');

export const workOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workOrders } = app.services;
  const tags = ['work-orders'];
  const read = { access: 'workOrders.read' as const };

  app.get(
    '/api/work-orders',
    {
      // The answer is shared on the terms of the service's page cache (same TTL and topics).
      config: {
        ...read,
        sharedAnswer: WORK_ORDER_PAGES_SHARING,
      },
      schema: {
        tags,
        description: LIST_HEADERS,
        querystring: listWorkOrdersQuerySchema,
        response: { 200: z.array(workOrderSchema) },
      },
    },
    async (request, reply) => {
      const page = await workOrders.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/work-orders/next-fo-number',
    { config: read, schema: { tags, response: { 200: nextFoNumberSchema } } },
    async (request) => ({ foNumber: await workOrders.nextFoNumber(requireAuth(request)) }),
  );

  app.get(
    '/api/work-orders/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: workOrderSchema } } },
    async (request) => workOrders.get(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/work-orders/:id/history',
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
      sendWholeList(reply, await workOrders.history(requireAuth(request), request.params.id), request.query),
  );

  app.post(
    '/api/work-orders',
    {
      config: { access: 'workOrders.create' },
      schema: { tags, body: createWorkOrderSchema, response: { 201: workOrderSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await workOrders.create(requireAuth(request), request.body, request.occurredAt)),
  );

  // Technicians reach this through workOrders.updateAssigned; the service narrows what they may change.
  app.patch(
    '/api/work-orders/:id',
    {
      config: { access: 'workOrders.updateAssigned' },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateWorkOrderSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) =>
      workOrders.update(
        requireAuth(request),
        request.params.id,
        request.body,
        expectedVersion(request),
        request.occurredAt,
      ),
  );

  app.delete(
    '/api/work-orders/:id',
    { config: { access: 'workOrders.delete' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await workOrders.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );
};
