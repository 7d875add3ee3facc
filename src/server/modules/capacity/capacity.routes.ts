import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  createTimeOffSchema,
  timeOffQuerySchema,
  timeOffSchema,
  userTimeOffParamsSchema,
  workingHoursSchema,
} from '../../../shared/schemas/planning';
import { sendWholeList } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/**
 * A technician's working hours and time off (issue 26 §2). Planners set them; reads are open to
 * every signed-in person because a technician reads their own: the service's policy
 * (policies/capacity) refuses anyone else's.
 */
export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { capacity } = app.services;
  const tags = ['planning'];
  const read = { access: 'authenticated' as const };
  const write = { access: 'planning.manage' as const };

  app.get(
    '/api/users/:id/working-hours',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: workingHoursSchema } } },
    async (request) => capacity.getWorkingHours(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/users/:id/working-hours',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: workingHoursSchema,
        response: { 200: workingHoursSchema },
      },
    },
    async (request) => capacity.setWorkingHours(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/api/users/:id/time-off',
    {
      config: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: timeOffQuerySchema,
        response: { 200: z.array(timeOffSchema) },
      },
    },
    async (request, reply) =>
      sendWholeList(
        reply,
        await capacity.listTimeOff(requireAuth(request), request.params.id, request.query),
        request.query,
      ),
  );

  app.post(
    '/api/users/:id/time-off',
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: createTimeOffSchema, response: { 201: timeOffSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await capacity.createTimeOff(requireAuth(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/users/:id/time-off/:timeOffId',
    { config: write, schema: { tags, params: userTimeOffParamsSchema } },
    async (request, reply) => {
      const { id, timeOffId } = request.params;
      await capacity.deleteTimeOff(requireAuth(request), id, timeOffId);
      return reply.code(204).send();
    },
  );
};
