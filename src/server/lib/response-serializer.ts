import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type Stringify = (data: unknown) => string;

/**
 * Responses are written by fast-json-stringify compiled from the route's zod response schema
 * (ADR 0016): it keeps only the declared fields, like zod's own serializer, at a fraction of
 * the cost on large lists. With `verifyContract` (the API test suite) every response is also
 * checked against the zod schema, and the written body against zod's encoding, so a handler
 * that drifts from its contract, or a schema the two read differently, fails a test instead of
 * being silently coerced.
 */
export function createResponseSerializer(options: {
  verifyContract: boolean;
}): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<object, Stringify>();
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    let stringify: Stringify | undefined;
    return (data) => {
      stringify ??= compile(compiled, zodSchema ?? (schema as object));
      if (!options.verifyContract || !zodSchema) return stringify(data);
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const body = stringify(data);
      // The fast writer must say exactly what zod's serializer would have said.
      if (!isDeepStrictEqual(JSON.parse(body), JSON.parse(JSON.stringify(result.data)))) {
        throw new Error(
          `${method} ${url}: fast-json-stringify output differs from the zod encoding: ${body}`,
        );
      }
      return body;
    };
  };
}

function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  if (schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof $ZodType)
    return schema.properties;
  return undefined;
}

/** Compiled once per schema object, on first use, so start-up does not pay for every route. */
function compile(cache: WeakMap<object, Stringify>, schema: object): Stringify {
  const cached = cache.get(schema);
  if (cached) return cached;
  const jsonSchema =
    schema instanceof $ZodType
      ? z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })
      : schema;
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
  cache.set(schema, stringify);
  return stringify;
}
