import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import { API_KEY_SCOPES } from '../../shared/permissions';
import { API_KEY_RATE_LIMIT_PER_MINUTE } from '../../shared/schemas/api-keys';
import { OCCURRED_AT_HEADER, OCCURRED_AT_MAX_AGE_DAYS } from '../../shared/occurred-at';
import { webhookPayloadSchema } from '../../shared/schemas/webhooks';
import { isWriteMethod } from '../lib/write-methods';

const DOCS_PREFIX = '/api/docs';

/** How an integration calls the API (issue 28 §2), shown by /api/docs beside the sign-in token. */
const API_KEY_AUTH = [
  'An API key, sent as `Authorization: Bearer fwk_…`. An admin creates it under Administration → API keys',
  'with a name, one warehouse and scopes; its secret is shown once. The key acts for its creator, within',
  "the creator's current role and the key's scopes, in its warehouse only (`x-warehouse-id` naming another",
  `answers 403). Scopes: ${API_KEY_SCOPES.map((scope) => `\`${scope}\``).join(', ')}`,
  '(`read`: what a technician may read; `work-orders:write`: raise, edit, assign and complete orders;',
  '`inventory:write`: stock and receiving; `meters:write`: meter readings; `admin`: all the creator may do).',
  `A revoked key answers 401. Each key may make ${API_KEY_RATE_LIMIT_PER_MINUTE} requests a minute (then 429`,
  "with Retry-After). Keys cannot manage keys, nor use a person's own account routes.",
].join(' ');

/** The request headers every write takes, read by their plugins (idempotency.ts, occurred-at.ts). */
const WRITE_HEADERS = {
  [OCCURRED_AT_HEADER]: {
    type: 'string',
    format: 'date-time',
    description: [
      'When this change happened, for a change made offline and sent later: an RFC 3339 time such as',
      '2026-11-28T12:00:05Z (the device clock corrected by its offset to the server clock). New orders,',
      'status changes (started, completed, closed), checklist answers, labour, parts used and the downtime',
      `they open or close are recorded at that time when it is in the past, at most ${OCCURRED_AT_MAX_AGE_DAYS} days back`,
      'and not before the record’s previous state (an order cannot start before it was created or complete',
      'before it started); otherwise at the time the request arrives, and the order’s history says why.',
      'A malformed value is answered 400. Other writes check it and ignore it.',
    ].join(' '),
  },
  'Idempotency-Key': {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    description: [
      'Makes the write happen once: a repeat with the same key from the same user gets the first answer',
      'again (`Idempotent-Replayed: true`) and changes nothing; the same key with another body is 422.',
      `Keys are kept ${IDEMPOTENCY_TTL_HOURS} hours.`,
    ].join(' '),
  },
};

/**
 * The routes' zod schemas as JSON Schema, and the write headers on every write route. A route
 * that documents one of them itself keeps its own (the public request form's Idempotency-Key
 * works per portal, not per user).
 */
const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const methods = [document.route.method].flat();
  const schema = transformed.schema as { hide?: boolean; headers?: { properties?: object } } | undefined;
  if (schema?.hide || !methods.some(isWriteMethod)) return transformed;
  const own = schema?.headers?.properties ?? {};
  const ownNames = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const shared = Object.entries(WRITE_HEADERS).filter(([name]) => !ownNames.has(name.toLowerCase()));
  const properties = { ...Object.fromEntries(shared), ...own };
  return { ...transformed, schema: { ...schema, headers: { type: 'object', properties } } };
};

/** OpenAPI 3 generated from the routes' zod schemas, at /api/openapi.json, browsable at /api/docs. */
export const openapi = fp(
  async (app) => {
    // The UI's own asset routes are public documentation, like the JSON they render.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' };
    });
    // What a webhook receiver gets (issue 28 §3): no route answers it, so it joins the document's
    // components.schemas as a shared schema.
    app.addSchema({
      $id: 'WebhookPayload',
      ...z.toJSONSchema(webhookPayloadSchema, { target: 'openapi-3.0' }),
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Fieldwork API',
          version: '1.0.0',
          description: 'Maintenance management: work orders, equipment, parts, PM.',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKeyAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'fwk_…', description: API_KEY_AUTH },
          },
        },
        security: [{ bearerAuth: [] }, { apiKeyAuth: [] }],
      },
      transform,
      // Shared schemas keep their $id as their name under components.schemas.
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
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
