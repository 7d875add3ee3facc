import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '../../../shared/schemas/search';
import { requireAuth } from '../../plugins/auth-guard';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      config: { access: 'search.read' },
      schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (request) => app.services.search.search(requireAuth(request), request.query.q, request.query.limit),
  );
};
