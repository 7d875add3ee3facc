import fp from 'fastify-plugin';
import type { RequestMetrics } from '../lib/request-metrics';

/** The timing hook of every request: route pattern, status and duration go to the metrics rings. */
export const requestTiming = fp<{ metrics: RequestMetrics }>(
  async (app, { metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.recordRequest({
        at: Date.now(),
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        durationMs: reply.elapsedTime,
      });
    });
  },
  { name: 'request-timing' },
);
