import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  performanceSummarySchema,
  recommendationsSchema,
  slowQueriesSchema,
  slowRequestsSchema,
} from '../../../shared/schemas/performance';
import type { Clock } from '../../lib/clock';
import { createPerformanceService } from './performance.service';
import { recommendationsFor } from './recommendations';

const read = { access: 'admin.read' as const };
const tags = ['admin'];

/** The Performance Dashboard's figures of this instance (operations spec §2), for managers and admins. */
export const adminRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const performance = createPerformanceService(app.measurement, clock);

  app.get(
    '/api/admin/performance/summary',
    { config: read, schema: { tags, response: { 200: performanceSummarySchema } } },
    async () => performance.summary(),
  );
  app.get(
    '/api/admin/performance/slow-requests',
    { config: read, schema: { tags, response: { 200: slowRequestsSchema } } },
    async () => performance.slowRequests(),
  );
  app.get(
    '/api/admin/performance/slow-queries',
    { config: read, schema: { tags, response: { 200: slowQueriesSchema } } },
    async () => performance.slowQueries(),
  );
  app.get(
    '/api/admin/performance/recommendations',
    { config: read, schema: { tags, response: { 200: recommendationsSchema } } },
    async () => ({ recommendations: recommendationsFor(performance.summary()) }),
  );
};
