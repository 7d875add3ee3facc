import fc from 'fast-check';
import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from '../../../shared/schemas/common';

/** A JSON Schema node as z.toJSONSchema writes it (a boolean accepts anything or nothing). */
export type JsonSchema = z.core.JSONSchema._JSONSchema;
type SchemaObject = z.core.JSONSchema.JSONSchema;

export interface GeneratorContext {
  /**
   * Real ids a uuid field picks from (besides random ones), by the field's name: the records
   * of the caller's warehouse and of another that such a field names.
   */
  idsFor(field: string | undefined): readonly string[];
}

const EARLIEST = new Date(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST = new Date(`${LATEST_DATE}T23:59:59.999Z`);
/** Longest generated free text: long enough for the limits, short enough to stay fast. */
const TEXT_CAP = 400;

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** zod's own e-mail rule, for e-mail fields whose JSON Schema names the format without it. */
const EMAIL_PATTERN = new RegExp(String(z.toJSONSchema(z.email()).pattern));

const dateTimes = fc.date({ min: EARLIEST, max: LATEST, noInvalidDate: true });

function stringOf(
  schema: SchemaObject,
  ctx: GeneratorContext,
  field: string | undefined,
): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid': {
      const ids = ctx.idsFor(field);
      return ids.length > 0
        ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid() })
        : fc.uuid();
    }
    case 'email':
      return fc.stringMatching(schema.pattern ? new RegExp(schema.pattern) : EMAIL_PATTERN);
    case 'date':
      return dateTimes.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dateTimes.map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      break;
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, TEXT_CAP));
  const text = fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
  // The exact limit is valid too: the boundary is where an off-by-one hides.
  return schema.maxLength === undefined
    ? text
    : fc.oneof(
        { weight: 5, arbitrary: text },
        { weight: 1, arbitrary: fc.constant('x'.repeat(schema.maxLength)) },
      );
}

const bound = (value: number | boolean | undefined) => (typeof value === 'number' ? value : undefined);

function numberOf(schema: SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = bound(schema.exclusiveMinimum);
  const exclusiveMax = bound(schema.exclusiveMaximum);
  const min = schema.minimum ?? exclusiveMin ?? -1e9;
  const max = schema.maximum ?? exclusiveMax ?? 1e9;
  const step = schema.multipleOf ?? (integer ? 1 : undefined);
  if (step !== undefined) {
    // Whole multiples of the step between the bounds (bounds excluded when the schema says so).
    let first = Math.ceil(min / step);
    let last = Math.floor(max / step);
    if (exclusiveMin !== undefined && first * step === exclusiveMin) first += 1;
    if (exclusiveMax !== undefined && last * step === exclusiveMax) last -= 1;
    const multiples = fc.bigInt({ min: BigInt(first), max: BigInt(last) }).map(Number);
    // k / 100 is the decimal 0.07 where k * 0.01 is 0.07000000000000001.
    const perUnit = Math.round(1 / step);
    const toValue =
      step < 1 && Math.abs(perUnit * step - 1) < 1e-12 ? (k: number) => k / perUnit : (k: number) => k * step;
    return fc.oneof(multiples, fc.constantFrom(first, last)).map(toValue);
  }
  return fc.double({
    min,
    max,
    minExcluded: exclusiveMin !== undefined,
    maxExcluded: exclusiveMax !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectOf(schema: SchemaObject, ctx: GeneratorContext): fc.Arbitrary<unknown> {
  if (schema.properties) {
    const properties = schema.properties;
    const model = (keys: string[]) =>
      Object.fromEntries(keys.map((key) => [key, validValue(properties[key] ?? true, ctx, key)]));
    const keys = Object.keys(properties);
    const whole = fc.record(model(keys), { requiredKeys: schema.required ?? [] });
    if (schema.required?.length || keys.length <= 3) return whole;
    // An update of a few fields, as an edit form sends it, more often than one of everything.
    const few = fc.subarray(keys, { minLength: 1, maxLength: 3 }).chain((chosen) => fc.record(model(chosen)));
    return fc.oneof({ weight: 3, arbitrary: few }, { weight: 1, arbitrary: whole });
  }
  if (schema.additionalProperties && schema.additionalProperties !== true) {
    const keys = schema.propertyNames ? validValue(schema.propertyNames, ctx) : fc.string();
    return fc.dictionary(
      keys.filter((k): k is string => typeof k === 'string'),
      validValue(schema.additionalProperties, ctx),
      { maxKeys: 5, noNullPrototype: true },
    );
  }
  return fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3, noNullPrototype: true });
}

function ofType(
  type: string,
  schema: SchemaObject,
  ctx: GeneratorContext,
  field: string | undefined,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema, ctx, field);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items =
        schema.items && !Array.isArray(schema.items) ? validValue(schema.items, ctx, field) : anyJson;
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)),
      });
    }
    default:
      return objectOf(schema, ctx);
  }
}

/**
 * Values a JSON Schema (as z.toJSONSchema writes it for a request's input) accepts. zod's
 * refinements are not in the JSON Schema, so some of these still fail validation: that is fine,
 * the suite wants a mix.
 */
export function validValue(schema: JsonSchema, ctx: GeneratorContext, field?: string): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean') return schema ? anyJson : fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, ctx, field)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectOf(schema, ctx) : anyJson;
  return fc.oneof(...types.map((t) => ofType(t, schema, ctx, field)));
}
