import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue, malformedJsonText, pollutionEntries } from './hostile-values';
import { JsonObject, OMITTED, toJsonText } from './json-text';
import { validValue, type GeneratorContext, type JsonSchema } from './valid-values';

/** A generated request body and the content type it is sent with. */
export interface FuzzBody {
  payload: string;
  contentType: string | undefined;
}

/** Fields the server sets itself: a body naming them must not change them. */
const SERVER_OWNED_KEYS = [
  'id',
  'warehouseId',
  'organizationId',
  'version',
  'requestedBy',
  'createdBy',
  'userId',
  'role',
  'active',
  'mfaEnabled',
  'deletedAt',
  'escalated',
  'lowStockNotified',
] as const;

function extraEntries(ctx: GeneratorContext) {
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...SERVER_OWNED_KEYS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const ids = ctx.idsFor(undefined);
  const value = ids.length > 0 ? fc.oneof(hostileValue, fc.constantFrom(...ids)) : hostileValue;
  return fc.array(fc.tuple(key, value), { maxLength: 2 });
}

/** A body that tries to reach the prototype: the JSON parser must refuse it (400), not apply it. */
function pollutedBody(valid: fc.Arbitrary<unknown>) {
  return fc
    .tuple(valid, pollutionEntries)
    .map(([body, pollution]) =>
      body instanceof JsonObject || (typeof body === 'object' && body !== null && !Array.isArray(body))
        ? new JsonObject([...(body instanceof JsonObject ? body.entries : Object.entries(body)), pollution])
        : body,
    );
}

/**
 * Mostly what the schema wants, with hostile values in some places: a missing field here, a
 * NUL or an int4 overflow there, a key the server owns. Nested objects and arrays mix too.
 */
function mixedValue(schema: JsonSchema, ctx: GeneratorContext, field?: string): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean') return validValue(schema, ctx, field);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => mixedValue(s, ctx, field)));
  if (schema.properties) {
    const fields = Object.entries(schema.properties).map(([key, sub]) =>
      fc
        .oneof(
          { weight: 6, arbitrary: mixedValue(sub, ctx, key) },
          { weight: 2, arbitrary: hostileValue },
          { weight: 1, arbitrary: fc.constant(OMITTED) },
        )
        .map((value) => [key, value] as const),
    );
    return fc
      .tuple(fc.tuple(...fields), extraEntries(ctx))
      .map(([own, extra]) => new JsonObject([...own, ...extra]));
  }
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items)) {
    return fc.array(mixedValue(schema.items, ctx, field), { maxLength: 4 });
  }
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema, ctx, field) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const contentTypes = fc.oneof(
  { weight: 36, arbitrary: fc.constant<string | undefined>('application/json') },
  { weight: 1, arbitrary: fc.constant<string | undefined>('application/json; charset=utf-16') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | undefined>('text/plain', 'application/x-www-form-urlencoded'),
  },
  { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
);

/**
 * Request bodies for a route's body schema, generated from the schema itself: z.toJSONSchema
 * gives the shape, fast-check the values. A third are what the schema describes, the rest mix
 * in hostile values, whole hostile bodies, text that is not JSON and the wrong content type.
 */
export function bodyArbitrary(schema: z.ZodType, ctx: GeneratorContext): fc.Arbitrary<FuzzBody> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const value = fc.oneof(
    { weight: 6, arbitrary: validValue(json, ctx) },
    { weight: 10, arbitrary: mixedValue(json, ctx) },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: pollutedBody(validValue(json, ctx)) },
  );
  const payload = fc.oneof(
    { weight: 19, arbitrary: value.map(toJsonText) },
    { weight: 1, arbitrary: malformedJsonText },
  );
  return fc.record({ payload, contentType: contentTypes });
}

/** Query strings for a route's querystring schema: the same mix, each value sent as text. */
export function queryArbitrary(schema: z.ZodType, ctx: GeneratorContext): fc.Arbitrary<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const value = fc.oneof(validValue(json, ctx), mixedValue(json, ctx), mixedValue(json, ctx));
  return value.map((query) => {
    const entries =
      query instanceof JsonObject
        ? query.entries
        : typeof query === 'object' && query !== null
          ? Object.entries(query)
          : [['q', query] as const];
    const params = new URLSearchParams();
    for (const [key, v] of entries) {
      if (v === OMITTED || v === undefined) continue;
      params.append(key, typeof v === 'string' ? v : toJsonText(v));
    }
    return params.toString();
  });
}
