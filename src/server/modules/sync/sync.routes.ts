import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changesPageSchema,
  changesQuerySchema,
  snapshotPageSchema,
  snapshotParamsSchema,
  snapshotQuerySchema,
} from '../../../shared/schemas/sync';
import { requireAuth } from '../../plugins/auth-guard';

const SNAPSHOT_DESCRIPTION = [
  "A page of one collection of the caller's working set (ADR 42), in id order: pass the answer's",
  '`next` as `after` until it is null. Start the fill by asking the change feed without `since`',
  'for the cursor to continue from, so nothing changed during the fill is missed.',
].join(' ');

const CHANGES_DESCRIPTION = [
  "What changed in the caller's working set since `since`: current records to upsert and ids to",
  'delete, per collection. Without `since`, or with a cursor older than the feed keeps, the answer',
  'is `resync: true` with the cursor to continue from after filling the copy from the snapshots.',
  'Ask again at once while `hasMore`.',
].join(' ');

export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sync } = app.services;
  const tags = ['sync'];
  const config = { access: 'sync.read' as const };

  app.get(
    '/api/sync/snapshot/:collection',
    {
      config,
      schema: {
        tags,
        description: SNAPSHOT_DESCRIPTION,
        params: snapshotParamsSchema,
        querystring: snapshotQuerySchema,
        response: { 200: snapshotPageSchema },
      },
    },
    async (request) => sync.snapshot(requireAuth(request), request.params.collection, request.query),
  );

  app.get(
    '/api/sync/changes',
    {
      config,
      schema: {
        tags,
        description: CHANGES_DESCRIPTION,
        querystring: changesQuerySchema,
        response: { 200: changesPageSchema },
      },
    },
    async (request) => sync.changes(requireAuth(request), request.query),
  );
};
