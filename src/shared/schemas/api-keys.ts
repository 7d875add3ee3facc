import { z } from 'zod';
import { said } from '../i18n/error-texts/integrations';
import { API_KEY_SCOPES } from '../permissions';
import { boundedText, idSchema, pageQuerySchema, timestampSchema } from './common';

/** Every secret starts so, which is how the server tells a key from a session token. */
export const API_KEY_PREFIX = 'fwk_';

/**
 * Requests one API key may make a minute, counted per key across instances, so one busy
 * integration cannot starve the others or the people using the app.
 */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 600;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  error: said('apiKey.scopesAmong', { scopes: API_KEY_SCOPES.join(', ') }),
});

/** The Create API key dialog (issue 28 §2): a name, one warehouse, at least one scope. */
export const createApiKeySchema = z.object({
  name: boundedText(100, 'Name', { min: 1 }),
  warehouseId: idSchema,
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, { error: said('apiKey.chooseScope') })
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as the list shows it: never its secret nor the secret's hash. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The secret's first characters, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  warehouseId: idSchema,
  warehouseName: z.string(),
  createdBy: idSchema,
  createdByName: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  lastUsedAddress: z.string().nullable(),
  revokedAt: timestampSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the only time the secret is ever sent. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const listApiKeysQuerySchema = pageQuerySchema;
export type ListApiKeysQuery = z.infer<typeof listApiKeysQuerySchema>;
