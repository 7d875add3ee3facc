import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plantSettingsSchema, updatePlantSettingsSchema } from '../../../shared/schemas/plant-settings';
import { expectedVersion } from '../../lib/if-match';
import { requireAuth } from '../../plugins/auth-guard';

export const plantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plantSettings } = app.services;
  const tags = ['settings'];

  app.get(
    '/api/plant-settings',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: plantSettingsSchema } } },
    async (request) => plantSettings.get(requireAuth(request)),
  );

  app.patch(
    '/api/plant-settings',
    {
      config: { access: 'settings.manage' },
      schema: { tags, body: updatePlantSettingsSchema, response: { 200: plantSettingsSchema } },
    },
    async (request) => plantSettings.update(requireAuth(request), request.body, expectedVersion(request)),
  );
};
