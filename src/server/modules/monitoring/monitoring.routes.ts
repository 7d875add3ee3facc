import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  alertSchema,
  alertsQuerySchema,
  monitoringKpiSchema,
  monitoringMetricsSchema,
  monitoringRangeQuerySchema,
  performanceHealthSchema,
  systemMetricsSchema,
} from '../../../shared/schemas/monitoring';
import { expectedVersion } from '../../lib/if-match';
import { setPageHeaders } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** Operations spec §7 "Admin and monitoring": the monitor's and the system dashboard's calls. */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { monitoring, alerts } = app.services;
  const tags = ['monitoring'];
  const read = { access: 'monitoring.read' as const };

  app.get(
    '/api/monitoring/system',
    {
      config: read,
      schema: { tags, querystring: monitoringRangeQuerySchema, response: { 200: systemMetricsSchema } },
    },
    async (request) => monitoring.system(request.query.range),
  );

  app.get(
    '/api/monitoring/kpi',
    {
      config: read,
      schema: { tags, querystring: monitoringRangeQuerySchema, response: { 200: monitoringKpiSchema } },
    },
    async (request) => monitoring.kpi(requireAuth(request), request.query.range),
  );

  app.get(
    '/api/monitoring/health',
    { config: read, schema: { tags, response: { 200: performanceHealthSchema } } },
    async (request) => monitoring.health(requireAuth(request)),
  );

  app.get(
    '/api/monitoring/metrics',
    { config: read, schema: { tags, response: { 200: monitoringMetricsSchema } } },
    async (request) => monitoring.metrics(requireAuth(request)),
  );

  app.get(
    '/api/monitoring/alerts',
    {
      config: read,
      schema: { tags, querystring: alertsQuerySchema, response: { 200: z.array(alertSchema) } },
    },
    async (request, reply) => {
      const page = await alerts.list(requireAuth(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/api/monitoring/alerts/:id/resolve',
    {
      config: { access: 'alerts.resolve' },
      schema: { tags, params: idParamsSchema, response: { 200: alertSchema } },
    },
    async (request) => alerts.resolve(requireAuth(request), request.params.id, expectedVersion(request)),
  );
};
