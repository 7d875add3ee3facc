import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeOutCodeSchema,
  createCloseOutCodeSchema,
  updateCloseOutCodeSchema,
} from '../../../shared/schemas/close-out';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/**
 * The organization's close-out codes (issue 25 §8): whoever completes an order reads them;
 * supervisors and up of every plant change them.
 */
export const closeOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { closeOutCodes } = app.services;
  const tags = ['work-orders'];
  const write = { access: 'closeOutCodes.write' as const };

  app.get(
    '/api/close-out-codes',
    {
      config: { access: 'workOrders.read' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(closeOutCodeSchema) } },
    },
    async (request, reply) => {
      const page = await closeOutCodes.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/close-out-codes',
    {
      config: write,
      schema: { tags, body: createCloseOutCodeSchema, response: { 201: closeOutCodeSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await closeOutCodes.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/close-out-codes/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCloseOutCodeSchema,
        response: { 200: closeOutCodeSchema },
      },
    },
    async (request) =>
      closeOutCodes.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );
};
