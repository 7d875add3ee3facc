import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, ifMatchHeadersSchema } from '../../../shared/schemas/common';
import {
  attachProcedureSchema,
  stepAnswerInputSchema,
  stepAnswerSchema,
  stepParamsSchema,
  workOrderProcedureSchema,
} from '../../../shared/schemas/procedures';
import { expectedVersion } from '../../lib/if-match';
import { requireAuth } from '../../plugins/auth-guard';

/**
 * A work order's procedure (issue 25): its steps and answers, giving it one before the work
 * starts, and answering a step. Technicians answer through workOrders.updateAssigned; the
 * service checks the order is theirs. If-Match names the order's version.
 */
export const orderProcedureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderProcedure } = app.services;
  const tags = ['work-orders', 'procedures'];

  app.get(
    '/api/work-orders/:id/procedure',
    {
      config: { access: 'workOrders.read' },
      schema: { tags, params: idParamsSchema, response: { 200: workOrderProcedureSchema } },
    },
    async (request) => orderProcedure.get(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/work-orders/:id/procedure',
    {
      config: { access: 'workOrders.update' },
      schema: {
        tags,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema('the work order'),
        body: attachProcedureSchema,
        response: { 200: workOrderProcedureSchema },
      },
    },
    async (request) =>
      orderProcedure.attach(
        requireAuth(request),
        request.params.id,
        request.body.procedureId,
        expectedVersion(request),
      ),
  );

  app.put(
    '/api/work-orders/:id/procedure/steps/:stepId',
    {
      config: { access: 'workOrders.updateAssigned' },
      schema: {
        tags,
        params: stepParamsSchema,
        headers: ifMatchHeadersSchema('the work order'),
        body: stepAnswerInputSchema,
        response: { 200: stepAnswerSchema },
      },
    },
    async (request) =>
      orderProcedure.answer(
        requireAuth(request),
        request.params.id,
        request.params.stepId,
        request.body,
        expectedVersion(request),
        request.occurredAt,
      ),
  );
};
