import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/** OpenAPI 3 generated from the routes' zod schemas, at /api/openapi.json, browsable at /api/docs. */
export const openapi = fp(
  async (app) => {
    // The UI's own asset routes are public documentation, like the JSON they render.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' };
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Fieldwork API',
          version: '1.0.0',
          description: 'Maintenance management: work orders, equipment, parts, PM.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // The UI's own policy replaces the app's, so it must forbid framing too (clickjacking).
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: (policy) => `${policy}; frame-ancestors 'none'`,
    });
    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
