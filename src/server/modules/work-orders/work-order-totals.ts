import type { Executor } from '../../db/client';
import type { ListTotal } from '../../lib/cursor';
import type { ListWorkOrdersQuery } from '../../../shared/schemas/work-orders';
import { countFromTallies, countMatchesUpTo } from './work-order-counts.repository';
import type { WorkOrderFilter } from './work-orders.repository';

/** What a query may hold and still be answered from the tallies: they count by these three. */
const TALLIED_KEYS: ReadonlySet<string> = new Set(['status', 'priority', 'type', 'sort', 'limit', 'cursor']);

/** Whether the tallies answer the query's total (any other filter, present or future, narrows past them). */
export function isTallied(query: ListWorkOrdersQuery): boolean {
  return Object.entries(query).every(([key, value]) => value === undefined || TALLIED_KEYS.has(key));
}

/**
 * The list's total (ADR 34): exact from the tallies for status, priority and type; for any other
 * filter exact up to `limit` matches, and beyond that `limit` as a lower bound.
 */
export async function countWorkOrderList(
  db: Executor,
  warehouseId: string,
  query: WorkOrderFilter,
  now: Date,
  limit: number,
): Promise<ListTotal> {
  if (isTallied(query)) return { count: await countFromTallies(db, warehouseId, query), isLowerBound: false };
  const matches = await countMatchesUpTo(db, warehouseId, query, now, limit);
  return matches > limit ? { count: limit, isLowerBound: true } : { count: matches, isLowerBound: false };
}
