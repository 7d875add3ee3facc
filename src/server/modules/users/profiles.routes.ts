import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  listProfilesQuerySchema,
  myProfileSchema,
  publicProfileSchema,
  updateLanguageSchema,
  updateProfileSchema,
  warehouseSchema,
} from '../../../shared/schemas/profiles';
import { sendWholeList } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  const tags = ['profiles'];
  const config = { access: 'authenticated' as const };

  app.get(
    '/api/profiles/me',
    { config, schema: { tags, response: { 200: myProfileSchema } } },
    async (request) => users.getMe(requireAuth(request)),
  );

  app.patch(
    '/api/profiles/me',
    { config, schema: { tags, body: updateProfileSchema, response: { 200: myProfileSchema } } },
    async (request) => users.updateMe(requireAuth(request), request.body),
  );

  app.put(
    '/api/profiles/me/language',
    { config, schema: { tags, body: updateLanguageSchema, response: { 200: myProfileSchema } } },
    async (request) => users.setLanguage(requireAuth(request), request.body.locale),
  );

  app.get(
    '/api/profiles',
    {
      config,
      schema: { tags, querystring: listProfilesQuerySchema, response: { 200: z.array(publicProfileSchema) } },
    },
    async (request, reply) =>
      sendWholeList(reply, await users.listProfiles(requireAuth(request), request.query.role), request.query),
  );

  app.get(
    '/api/profiles/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: publicProfileSchema } } },
    async (request) => users.getProfile(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/warehouses',
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(warehouseSchema) } } },
    async (request, reply) =>
      sendWholeList(reply, await users.listMyWarehouses(requireAuth(request)), request.query),
  );
};
