import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  createUserSchema,
  listUsersQuerySchema,
  updateUserSchema,
  userSchema,
} from '../../../shared/schemas/users';
import { expectedVersion } from '../../lib/if-match';
import { sendWholeList } from '../../lib/page-headers';
import { requireAuth } from '../../plugins/auth-guard';

/** Users admin (issue 2 §7): admins only, scoped to the warehouses the admin belongs to. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  const tags = ['users'];
  const config = { access: 'users.manage' as const };

  app.get(
    '/api/users',
    { config, schema: { tags, querystring: listUsersQuerySchema, response: { 200: z.array(userSchema) } } },
    async (request, reply) =>
      sendWholeList(reply, await users.list(requireAuth(request), request.query), request.query),
  );

  app.post(
    '/api/users',
    { config, schema: { tags, body: createUserSchema, response: { 201: userSchema } } },
    async (request, reply) => reply.code(201).send(await users.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/api/users/:id',
    {
      config,
      schema: { tags, params: idParamsSchema, body: updateUserSchema, response: { 200: userSchema } },
    },
    async (request) =>
      users.update(requireAuth(request), request.params.id, request.body, expectedVersion(request)),
  );

  app.post(
    '/api/users/:id/deactivate',
    { config, schema: { tags, params: idParamsSchema, response: { 200: userSchema } } },
    async (request) =>
      users.setActive(requireAuth(request), request.params.id, false, expectedVersion(request)),
  );

  app.post(
    '/api/users/:id/reactivate',
    { config, schema: { tags, params: idParamsSchema, response: { 200: userSchema } } },
    async (request) =>
      users.setActive(requireAuth(request), request.params.id, true, expectedVersion(request)),
  );
};
