import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPLIANCE_SHARING } from './compliance.service';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  calendarEntrySchema,
  calendarQuerySchema,
  complianceEquipmentQuerySchema,
  complianceQuerySchema,
  complianceSchema,
  equipmentComplianceSchema,
  pmTemplateInputSchema,
  pmTemplateSchema,
  schedulerRunSchema,
  schedulerStatusSchema,
} from '../../../shared/schemas/pm';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList, setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** Templates, scheduler, compliance and calendar (operations spec §7 "Preventive maintenance"). */
export const pmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pm, scheduler, compliance, calendar } = app.services;
  const tags = ['preventive maintenance'];
  const read = { access: 'pm.read' as const };
  const write = { access: 'pm.write' as const };
  const control = { access: 'pmScheduler.control' as const };

  app.get(
    '/api/pm-templates',
    {
      config: read,
      schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(pmTemplateSchema) } },
    },
    async (request, reply) => sendWholeList(reply, await pm.list(requireAuth(request)), request.query),
  );
  app.post(
    '/api/pm-templates',
    { config: write, schema: { tags, body: pmTemplateInputSchema, response: { 201: pmTemplateSchema } } },
    async (request, reply) => reply.code(201).send(await pm.create(requireAuth(request), request.body)),
  );
  app.put(
    '/api/pm-templates/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: pmTemplateInputSchema,
        response: { 200: pmTemplateSchema },
      },
    },
    async (request) =>
      pm.replace(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );
  app.delete(
    '/api/pm-templates/:id',
    { config: { access: 'pm.delete' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await pm.remove(requireAuth(request), request.params.id, expectedVersion(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/pm-scheduler/status',
    { config: read, schema: { tags, response: { 200: schedulerStatusSchema } } },
    async (request) => scheduler.status(requireAuth(request)),
  );
  app.post(
    '/api/pm-scheduler/start',
    { config: control, schema: { tags, response: { 200: schedulerStatusSchema } } },
    async (request) => scheduler.setRunning(requireAuth(request), true),
  );
  app.post(
    '/api/pm-scheduler/stop',
    { config: control, schema: { tags, response: { 200: schedulerStatusSchema } } },
    async (request) => scheduler.setRunning(requireAuth(request), false),
  );
  app.post(
    '/api/pm-scheduler/run',
    { config: { access: 'pmScheduler.run' }, schema: { tags, response: { 200: schedulerRunSchema } } },
    async (request) => scheduler.runNow(requireAuth(request)),
  );

  app.get(
    '/api/pm-compliance',
    {
      config: { ...read, sharedAnswer: COMPLIANCE_SHARING },
      schema: { tags, querystring: complianceQuerySchema, response: { 200: complianceSchema } },
    },
    async (request) => compliance.compliance(requireAuth(request), request.query.days),
  );
  app.get(
    '/api/pm-compliance/equipment',
    {
      config: read,
      schema: {
        tags,
        querystring: complianceEquipmentQuerySchema,
        response: { 200: z.array(equipmentComplianceSchema) },
      },
    },
    async (request, reply) => {
      const page = await compliance.equipment(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );
  app.get(
    '/api/pm-calendar',
    {
      config: read,
      schema: { tags, querystring: calendarQuerySchema, response: { 200: z.array(calendarEntrySchema) } },
    },
    async (request, reply) =>
      sendWholeList(reply, await calendar.month(requireAuth(request), request.query.month), request.query),
  );
};
