import { asc, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { isAnyOf } from './uuid-array';

/**
 * Which records of a collection the device's copy asks for (ADR 42): a page in id order after
 * `after` (the fill), or the records named by changes (the delta feed).
 */
export type ReplicaRange = { after: string | undefined; limit: number } | { ids: readonly string[] };

const isIdRange = (range: ReplicaRange): range is { ids: readonly string[] } => 'ids' in range;

/** The condition a range puts on the id column. */
export function rangeCondition(id: Column, range: ReplicaRange): SQL | undefined {
  if (isIdRange(range)) return isAnyOf(id, range.ids);
  return range.after ? sql`${id} > ${range.after}::uuid` : undefined;
}

/** A list read whole (a warehouse's people or templates), cut to a range as a table would be. */
export function sliceRange<T extends { id: string }>(rows: readonly T[], range: ReplicaRange): T[] {
  if (isIdRange(range)) {
    const wanted = new Set(range.ids);
    return rows.filter((row) => wanted.has(row.id));
  }
  const after = range.after;
  return [...rows]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((row) => !after || row.id > after)
    .slice(0, range.limit);
}

/** A page comes in id order and is cut at its limit; named ids need neither. */
export function inRangeOrder<T extends PgSelect>(query: T, id: Column, range: ReplicaRange): T {
  return isIdRange(range) ? query : query.orderBy(asc(id)).limit(range.limit);
}
