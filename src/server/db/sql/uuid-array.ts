import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter: a statement for a thousand records stays one short text with
 * one bound value, instead of a thousand placeholders. The ids come from the database or from
 * schemas that checked them as uuids.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column = any(ids)`. */
export const isAnyOf = (column: Column | SQL, ids: readonly string[]): SQL =>
  sql`${column} = any(${uuidArray(ids)})`;
