import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  createPurchaseOrderSchema,
  createReceiptSchema,
  listPurchaseOrdersQuerySchema,
  partVendorSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
  putPartVendorsSchema,
  reorderSuggestionSchema,
  reorderSuggestionsQuerySchema,
  updatePurchaseOrderSchema,
} from '../../../shared/schemas/purchasing';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList, setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

const receiptParamsSchema = z.object({ id: idSchema, receiptId: idSchema });

/** Purchasing (issue 27 §7): the reorder list, purchase orders and their receipts, and parts' vendors. */
export const purchasingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { purchasing, reorder, partVendors } = app.services;
  const tags = ['purchasing'];
  const read = { access: 'purchasing.read' as const };
  const write = { access: 'purchasing.write' as const };
  const order = { 200: purchaseOrderSchema };

  app.get(
    '/api/purchasing/reorder-suggestions',
    {
      config: write,
      schema: {
        tags,
        querystring: reorderSuggestionsQuerySchema,
        response: { 200: z.array(reorderSuggestionSchema) },
      },
    },
    async (request, reply) => {
      const page = await reorder.suggestions(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/purchase-orders',
    {
      config: read,
      schema: {
        tags,
        querystring: listPurchaseOrdersQuerySchema,
        response: { 200: z.array(purchaseOrderSummarySchema) },
      },
    },
    async (request, reply) => {
      const page = await purchasing.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/purchase-orders',
    {
      config: write,
      schema: { tags, body: createPurchaseOrderSchema, response: { 201: purchaseOrderSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await purchasing.create(requireAuth(request), request.body)),
  );

  app.get(
    '/api/purchase-orders/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: order } },
    async (request) => purchasing.get(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/purchase-orders/:id/document.pdf',
    { config: read, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await purchasing.document(requireAuth(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.patch(
    '/api/purchase-orders/:id',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: updatePurchaseOrderSchema, response: order },
    },
    async (request) =>
      purchasing.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/api/purchase-orders/:id',
    { config: write, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await purchasing.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );

  const actions = {
    submit: purchasing.submit,
    approve: purchasing.approve,
    order: purchasing.markOrdered,
    send: purchasing.sendToVendor,
    cancel: purchasing.cancel,
    close: purchasing.close,
  } as const;
  for (const [name, act] of Object.entries(actions)) {
    app.post(
      `/api/purchase-orders/:id/${name}`,
      { config: write, schema: { tags, params: idParamsSchema, response: order } },
      async (request) => act(requireAuth(request), request.params.id, expectedVersion(request)),
    );
  }

  app.post(
    '/api/purchase-orders/:id/receipts',
    {
      config: { access: 'purchasing.receive' },
      schema: {
        tags,
        params: idParamsSchema,
        body: createReceiptSchema,
        response: { 201: purchaseOrderSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await purchasing.receive(requireAuth(request), request.params.id, request.body)),
  );

  app.post(
    '/api/purchase-orders/:id/receipts/:receiptId/reverse',
    { config: write, schema: { tags, params: receiptParamsSchema, response: order } },
    async (request) =>
      purchasing.reverseReceipt(requireAuth(request), request.params.id, request.params.receiptId),
  );

  app.get(
    '/api/parts/:id/vendors',
    {
      config: { access: 'parts.read' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(partVendorSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(reply, await partVendors.list(requireAuth(request), request.params.id), request.query),
  );

  app.put(
    '/api/parts/:id/vendors',
    {
      config: { access: 'parts.write' },
      schema: {
        tags,
        params: idParamsSchema,
        body: putPartVendorsSchema,
        response: { 200: z.array(partVendorSchema) },
      },
    },
    async (request) => partVendors.replace(requireAuth(request), request.params.id, request.body),
  );
};
