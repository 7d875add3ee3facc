/**
 * Request bodies as the fuzz suite writes them: JSON text it controls to the byte, so it can
 * send what JSON.stringify cannot (number literals such as 1e400 or -0, own `__proto__` keys)
 * and what a careless client might (lone surrogates, NUL).
 */

/** A literal written into the JSON text as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as a list of entries: a `__proto__` key stays a key instead of setting a prototype. */
export class JsonObject {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
}

/** A key the generator left out of an object. */
export const OMITTED = Symbol('omitted');

/** The JSON text of a generated value (RawJson literals as written, OMITTED members left out). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) {
    const members = value.entries
      .filter(([, v]) => v !== OMITTED)
      .map(([key, v]) => `${JSON.stringify(key)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value === undefined || value === OMITTED) return 'null';
  if (typeof value === 'object' && value !== null) {
    return toJsonText(new JsonObject(Object.entries(value)));
  }
  // Strings (a lone surrogate is escaped as \udXXX, which JSON.parse turns back into one),
  // numbers (non-finite ones become null), booleans and null.
  return JSON.stringify(value);
}
