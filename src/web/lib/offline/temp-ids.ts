/** Records made offline are shown under a client id until the server gives theirs (core spec §4). */
export const TEMP_ID_PREFIX = 'temp-';

export function newTempId(): string {
  return `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;
}

export function isTempId(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(TEMP_ID_PREFIX);
}

/** Every temp- id inside a value (an action's ids and body), to know what it waits for. */
export function tempIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (isTempId(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => tempIdsIn(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => tempIdsIn(item, found));
  return found;
}

/** The value with each temp- id the server has since replaced swapped for the server's id. */
export function withServerIds<T>(value: T, serverIds: ReadonlyMap<string, string>): T {
  if (isTempId(value)) return (serverIds.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withServerIds(item, serverIds)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withServerIds(item, serverIds)]),
    ) as T;
  }
  return value;
}
