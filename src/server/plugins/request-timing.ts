import fp from 'fastify-plugin';
import type { RequestTiming } from '../lib/request-metrics';

/** The timing hook of every request: route pattern (never the raw URL), status and duration. */
export const requestTiming = fp<{ record: (timing: RequestTiming) => void }>(
  async (app, { record }) => {
    app.addHook('onResponse', async (request, reply) => {
      record({
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        durationMs: reply.elapsedTime,
      });
    });
  },
  { name: 'request-timing' },
);
