import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_SHARING } from './dashboard.service';
import { dashboardStatsQuerySchema, dashboardStatsSchema } from '../../../shared/schemas/dashboard';
import { requireAuth } from '../../plugins/auth-guard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      config: {
        access: 'dashboard.read',
        sharedAnswer: DASHBOARD_SHARING,
      },
      schema: {
        tags: ['dashboard'],
        querystring: dashboardStatsQuerySchema,
        response: { 200: dashboardStatsSchema },
      },
    },
    async (request) => app.services.dashboard.stats(requireAuth(request), request.query.days),
  );
};
