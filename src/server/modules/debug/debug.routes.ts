import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTestSchema, debugEnvSchema, testSummarySchema } from '../../../shared/schemas/debug';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { optionalAuth } from '../../plugins/auth-guard';
import { createDebugService } from './debug.service';
import type { SelfCheckDeps } from './self-checks';

/**
 * The Debug dashboard's and endpoint tester's calls: public (the page must work while sign-in
 * is what is broken), answering an administrator's token with more.
 */
export const debugRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  pushKeys: SelfCheckDeps['pushKeys'];
}> = async (app, { config, db, pushKeys }) => {
  const debug = createDebugService({
    config,
    checks: { db, pushKeys, stoppedSchedulers: () => app.services.scheduler.stoppedCount() },
  });
  const tags = ['debug'];
  const open = { access: 'public' as const };

  app.get('/api/test', { config: open, schema: { tags, response: { 200: apiTestSchema } } }, async () => ({
    status: 'ok' as const,
    message: 'The API answers.',
    timestamp: new Date().toISOString(),
  }));

  app.get(
    '/api/debug/env',
    { config: open, schema: { tags, response: { 200: debugEnvSchema } } },
    async (request) => debug.env(await optionalAuth(app, request)),
  );

  app.get(
    '/api/debug/test-summary',
    { config: open, schema: { tags, response: { 200: testSummarySchema } } },
    async (request) => debug.testSummary(await optionalAuth(app, request)),
  );
};
